import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readyBase, startChild } from './api-bench';

const ANSWERS = {
  '/article/detail/7': { method: 'GET', body: '{"success":true,"msg":"","data":{"id":7}}' },
  '/v3/order/valid': { method: 'POST', body: '{"success":true,"msg":"","data":{"payable":100}}' },
};
const dir = mkdtempSync(join(tmpdir(), 'ceiling-'));
const file = join(dir, 'answers.json');
writeFileSync(file, JSON.stringify(ANSWERS));
const children: ChildProcess[] = [];

async function startCeiling(kind: string): Promise<string> {
  const { child, match } = await startChild(
    ['bench/api-bench-ceiling.ts', file, kind],
    /READY (.+)/,
    `ceiling ${kind}`,
  );
  children.push(child);
  return readyBase(match);
}

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['fastify', 'node'])('the %s ceiling of the API bench', (kind) => {
  it("answers each case with the mock's bytes, as JSON, and nothing else", async () => {
    const base = await startCeiling(kind);
    const get = await fetch(`${base}/article/detail/7`);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await get.text()).toBe(ANSWERS['/article/detail/7'].body);

    const post = await fetch(`${base}/v3/order/valid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"goodsId":3}',
    });
    expect(await post.text()).toBe(ANSWERS['/v3/order/valid'].body);

    expect((await fetch(`${base}/article/detail/8`)).status).toBe(404);
  }, 30_000);
});

it('refuses a ceiling it does not know', async () => {
  await expect(startCeiling('express')).rejects.toThrow(/退出（1）/);
}, 30_000);
