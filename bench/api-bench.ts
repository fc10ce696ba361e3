/**
 * Mock API throughput against json-server 0.17 serving the same seeded articles (issue 3: goal ≥ 3×).
 * `npx tsx bench/api-bench.ts` alone, or through `npm run bench` (exports `run`). Loopback only;
 * each case is bounded in time and in requests. Prints figures, never passes or fails on them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

const CONCURRENCY = 16;
const WARMUP_MS = 500;
const DURATION_MS = 2_000;
const ROUNDS = 3;
const MAX_REQUESTS = 100_000;

type Ready = { port: number; articleId: number; token?: string; articles: number };
type Case = { name: string; method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
export type CaseResult = { name: string; ours: number; jsonServer: number; ratio: number };

function startServer(mode: 'ours' | 'json-server'): Promise<{ child: ChildProcess; ready: Ready }> {
  const entry = fileURLToPath(new URL('./api-bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${mode} 启动超时`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve({ child, ready: JSON.parse(line.slice(6)) as Ready });
      }
    });
    child.on('exit', (code) => reject(new Error(`${mode} 退出（${code}）`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Keep-alive requests from CONCURRENCY loops for `ms`, at most MAX_REQUESTS: answers requests/s. */
async function measure(port: number, c: Case, ms: number): Promise<{ rps: number; failed: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const end = Date.now() + ms;
  let done = 0;
  let failed = 0;
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const req = request({ host: '127.0.0.1', port, method: c.method, path: c.path, agent, headers: { ...(c.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(c.body) } : {}), ...c.headers } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) failed++;
          resolve();
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(c.body);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end && done < MAX_REQUESTS) {
        done++;
        await one();
      }
    }),
  );
  agent.destroy();
  return { rps: done / ((Date.now() - started) / 1000), failed };
}

const ORDER_BODY = JSON.stringify({ orderType: 1, goodsId: 3, goodsQuantity: 1, useRight: 0, rewardRecordType: 0 });

const casesOf = (mode: 'ours' | 'json-server', ready: Ready): Case[] =>
  mode === 'ours'
    ? [
        { name: '文章列表', method: 'GET', path: '/article/list?page=1&size=10' },
        { name: '文章详情', method: 'GET', path: `/article/detail/${ready.articleId}` },
        { name: '订单校验', method: 'POST', path: '/v3/order/valid', body: ORDER_BODY, headers: { token: ready.token ?? '' } },
      ]
    : [
        { name: '文章列表', method: 'GET', path: '/articles?_page=1&_limit=10' },
        { name: '文章详情', method: 'GET', path: `/articles/${ready.articleId}` },
        // json-server has no logic: its nearest equivalent is storing the posted payload.
        { name: '订单校验', method: 'POST', path: '/orderValidations', body: ORDER_BODY },
      ];

/**
 * Starts both servers, then measures each case on one and the other in alternation for ROUNDS
 * rounds and keeps each side's best round: the machine is shared, so alternating keeps a busy
 * moment from landing on one side only. Prints requests/s and the ratio per case.
 */
export async function run(): Promise<CaseResult[]> {
  console.log(`并发 ${CONCURRENCY}，每项 ${DURATION_MS / 1000} 秒 × ${ROUNDS} 轮交替取最好（预热 ${WARMUP_MS} ms），回环地址`);
  const servers = await Promise.all([startServer('ours'), startServer('json-server')]);
  try {
    const [ours, json] = servers;
    console.log(`两侧数据：各 ${ours.ready.articles} 篇文章（同一份种子）`);
    const oursCases = casesOf('ours', ours.ready);
    const jsonCases = casesOf('json-server', json.ready);
    const best = { ours: new Map<string, number>(), json: new Map<string, number>() };
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < oursCases.length; i++) {
        for (const [side, srv, c] of [['ours', ours, oursCases[i]], ['json', json, jsonCases[i]]] as const) {
          if (!c) continue;
          await measure(srv.ready.port, c, WARMUP_MS);
          const r = await measure(srv.ready.port, c, DURATION_MS);
          if (r.failed > 0) throw new Error(`${side} ${c.name}：${r.failed} 个请求失败`);
          best[side].set(c.name, Math.max(best[side].get(c.name) ?? 0, r.rps));
        }
      }
    }
    const results = oursCases.map(({ name }) => {
      const o = best.ours.get(name) ?? 0;
      const j = best.json.get(name) ?? 0;
      return { name, ours: Math.round(o), jsonServer: Math.round(j), ratio: j > 0 ? Number((o / j).toFixed(2)) : 0 };
    });
    for (const r of results) console.log(`${r.name}：模拟后端 ${r.ours} 次/秒，json-server 0.17 ${r.jsonServer} 次/秒，${r.ratio}×（目标 ≥ 3×）`);
    return results;
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
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
