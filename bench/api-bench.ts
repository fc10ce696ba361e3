/**
 * Mock API throughput against json-server 0.17, side by side in one run (the goal: at least 10× its
 * requests per second). Measured as users run it: the mock is `npm run api`'s own entry
 * (simulator/api/cli.ts) with its defaults — a database file, response checking on ('warn') — in a
 * fresh temporary data folder; json-server serves exactly the JSON the mock answered (its list
 * holds the same summaries, its detail the same detail); the load comes from a third process
 * (autocannon, keep-alive). Each case alternates between the two servers for ROUNDS rounds and
 * keeps each side's best round. Beside them, measured the same way in the same rounds, two ceilings
 * answering the mock's bytes as constants (bench/api-bench-ceiling.ts): a bare fastify, the best a
 * server on the mock's framework could show on this machine, where the load generator shares the
 * cores; and Node's own http server, the best any server in Node could.
 * `npx tsx bench/api-bench.ts` alone, or through `npm run bench`. Prints figures; never fails on them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadCase, LoadResult } from './api-bench-load';

const GOAL = 10;
const CONNECTIONS = 16;
const WARMUP_SECONDS = 1;
const SECONDS = 3;
const ROUNDS = 2;
const PHONE = '13900009999';
const ORDER_BODY = JSON.stringify({
  orderType: 1,
  goodsId: 3,
  goodsQuantity: 1,
  useRight: 0,
  rewardRecordType: 0,
});

type Ceiling = { rps: number; ratio: number };
export type CaseResult = {
  name: string;
  ours: number;
  jsonServer: number;
  ratio: number;
  goal: number;
  fastifyCeiling: Ceiling;
  nodeCeiling: Ceiling;
};
type Envelope<T> = { success: boolean; msg: string; data: T };
type Summary = { id: number };

const root = fileURLToPath(new URL('..', import.meta.url));

/** Spawns a Node child with tsx and resolves with the first stdout line matching `pattern`. */
export function startChild(
  args: string[],
  pattern: RegExp,
  name: string,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${name} 启动超时`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, match });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} 退出（${code}）`));
    });
  });
}

/** The address a child serves on, from its `READY {"port":…}` line. */
export const readyBase = (ready: RegExpExecArray): string =>
  `http://127.0.0.1:${(JSON.parse(ready[1] ?? '{}') as { port: number }).port}`;

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function json<T>(url: string, init?: RequestInit): Promise<Envelope<T>> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${url}：${res.status} ${body.msg}`);
  return body;
}

/** Signs in as QA would: an SMS code read from the scenario controls. */
async function login(base: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    json(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/sms/send', { phone: PHONE, type: 2 });
  const code =
    (await json<{ code: string }[]>(`${base}/__sim/sms?phone=${PHONE}&limit=1`)).data[0]?.code ??
    '';
  return (
    (await post('/api/auth/login', { username: PHONE, password: code })) as Envelope<{
      token: string;
    }>
  ).data.token;
}

/** Every published summary (the list's pages) and the details of the first page, as the mock answers them. */
async function snapshot(base: string): Promise<{ summaries: Summary[]; details: Summary[] }> {
  const summaries: Summary[] = [];
  for (let page = 1; ; page++) {
    const { data } = await json<{ list: Summary[]; total: number }>(
      `${base}/article/list?page=${page}&size=50`,
    );
    summaries.push(...data.list);
    if (data.list.length === 0 || summaries.length >= data.total) break;
  }
  const details = await Promise.all(
    summaries
      .slice(0, 10)
      .map(async (s) => (await json<Summary>(`${base}/article/detail/${s.id}`)).data),
  );
  return { summaries, details };
}

async function load(c: LoadCase): Promise<LoadResult> {
  const entry = fileURLToPath(new URL('./api-bench-load.ts', import.meta.url));
  const { child, match } = await startChild(
    [entry, JSON.stringify(c)],
    /^RESULT (.+)$/m,
    '压测进程',
  );
  await stop(child);
  return JSON.parse(match[1] ?? '{}') as LoadResult;
}

export async function run(): Promise<CaseResult[]> {
  console.log(
    `autocannon（独立进程）${CONNECTIONS} 个长连接，每项预热 ${WARMUP_SECONDS} 秒 + ${SECONDS} 秒 × ${ROUNDS} 轮交替取最好，回环地址`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const children: ChildProcess[] = [];
  try {
    // `npm run api` itself (its defaults: a database file, response checking 'warn'), in a fresh folder.
    const ours = await startChild(
      ['simulator/api/cli.ts', '--port', '0', '--data', dataDir],
      /模拟后端已启动：(http:\/\/[^\s]+)/,
      '模拟后端',
    );
    children.push(ours.child);
    const base = ours.match[1] ?? '';
    const token = await login(base);
    const { summaries, details } = await snapshot(base);
    const articleId = details[0]?.id ?? 1;
    const dbFile = join(dataDir, 'json-server-db.json');
    writeFileSync(
      dbFile,
      JSON.stringify({ articles: summaries, articleDetails: details, orderValidations: [] }),
    );
    const js = await startChild(
      [fileURLToPath(new URL('./api-bench-server.ts', import.meta.url)), dbFile],
      /READY (.+)/,
      'json-server',
    );
    children.push(js.child);
    const jsBase = readyBase(js.match);
    console.log(
      `两侧数据：列表 ${summaries.length} 篇摘要（模拟后端的原样 JSON），详情为文章 ${articleId} 的同一份 JSON`,
    );

    type Target = Omit<LoadCase, 'connections' | 'seconds'>;
    const cases: { name: string; ours: Target; json: Target }[] = [
      {
        name: '文章列表',
        ours: { method: 'GET', url: `${base}/article/list?page=1&size=10` },
        json: { method: 'GET', url: `${jsBase}/articles?_page=1&_limit=10` },
      },
      {
        name: '文章详情',
        ours: { method: 'GET', url: `${base}/article/detail/${articleId}` },
        json: { method: 'GET', url: `${jsBase}/articleDetails/${articleId}` },
      },
      // json-server has no logic: its nearest equivalent is storing the posted payload.
      {
        name: '订单校验',
        ours: {
          method: 'POST',
          url: `${base}/v3/order/valid`,
          body: ORDER_BODY,
          headers: { token },
        },
        json: { method: 'POST', url: `${jsBase}/orderValidations`, body: ORDER_BODY },
      },
    ];
    // The ceiling answers each case's path with the bytes the mock answers it (taken once, here).
    const answers: Record<string, { method: 'GET' | 'POST'; body: string }> = {};
    for (const c of cases) {
      const res = await fetch(c.ours.url, {
        method: c.ours.method,
        body: c.ours.body,
        headers: {
          ...(c.ours.body ? { 'content-type': 'application/json' } : {}),
          ...c.ours.headers,
        },
      });
      answers[new URL(c.ours.url).pathname] = { method: c.ours.method, body: await res.text() };
    }
    const answersFile = join(dataDir, 'ceiling-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const ceilingBase = async (kind: 'fastify' | 'node'): Promise<string> => {
      const ceiling = await startChild(
        [fileURLToPath(new URL('./api-bench-ceiling.ts', import.meta.url)), answersFile, kind],
        /READY (.+)/,
        `上限服务（${kind}）`,
      );
      children.push(ceiling.child);
      return readyBase(ceiling.match);
    };
    const ceilingBases = { fastify: await ceilingBase('fastify'), node: await ceilingBase('node') };
    const sides = {
      ours: '模拟后端',
      json: 'json-server',
      fastify: '上限（裸 fastify）',
      node: '上限（Node http）',
    } as const;

    const results: CaseResult[] = [];
    for (const c of cases) {
      const u = new URL(c.ours.url);
      const atCeiling = (base: string): Target => ({
        ...c.ours,
        url: `${base}${u.pathname}${u.search}`,
      });
      const targets: Record<keyof typeof sides, Target> = {
        ...c,
        fastify: atCeiling(ceilingBases.fastify),
        node: atCeiling(ceilingBases.node),
      };
      const best = { ours: 0, json: 0, fastify: 0, node: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of Object.keys(sides) as (keyof typeof sides)[]) {
          await load({ ...targets[side], connections: CONNECTIONS, seconds: WARMUP_SECONDS });
          const r = await load({ ...targets[side], connections: CONNECTIONS, seconds: SECONDS });
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`${sides[side]} ${c.name}：${r.non2xx} 个非 2xx，${r.errors} 个错误`);
          best[side] = Math.max(best[side], r.rps);
        }
      }
      const over = (rps: number): number =>
        best.json > 0 ? Number((rps / best.json).toFixed(2)) : 0;
      const ceiling = (rps: number): Ceiling => ({ rps: Math.round(rps), ratio: over(rps) });
      results.push({
        name: c.name,
        ours: Math.round(best.ours),
        jsonServer: Math.round(best.json),
        ratio: over(best.ours),
        goal: GOAL,
        fastifyCeiling: ceiling(best.fastify),
        nodeCeiling: ceiling(best.node),
      });
    }
    console.log(
      '| 接口 | 模拟后端 次/秒 | json-server 0.17 次/秒 | 倍数 | 目标 | 上限：裸 fastify 次/秒（倍数） | 上限：Node http 次/秒（倍数） |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const shown = (c: Ceiling): string => `${c.rps}（${c.ratio}×）`;
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.ours} | ${r.jsonServer} | ${r.ratio}× | ≥ ${r.goal}× ${r.ratio >= r.goal ? '达成' : '未达成'} | ${shown(r.fastifyCeiling)} | ${shown(r.nodeCeiling)} |`,
      );
    }
    console.log(
      '上限：不做任何处理、直接返回同样字节的服务，在同一台机器、同样负载下的次/秒（压测进程与服务共用 CPU）。裸 fastify：模拟后端所用框架的上限；Node http：任何 Node 服务的上限。',
    );
    return results;
  } finally {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
