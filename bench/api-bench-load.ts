/**
 * Child process of bench/api-bench.ts: the load generator, apart from both servers (autocannon,
 * keep-alive connections). Reads one case as JSON from argv, prints one `RESULT {json}` line.
 */
import autocannon from 'autocannon';

export type LoadCase = {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
};
export type LoadResult = { rps: number; non2xx: number; errors: number; latencyP99: number };

const c = JSON.parse(process.argv[2] ?? '{}') as LoadCase;
const result = await autocannon({
  url: c.url,
  method: c.method,
  body: c.body,
  headers: { ...(c.body ? { 'content-type': 'application/json' } : {}), ...c.headers },
  connections: c.connections,
  duration: c.seconds,
});
const out: LoadResult = {
  rps: result.requests.average,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  latencyP99: result.latency.p99,
};
console.log(`RESULT ${JSON.stringify(out)}`);
