/**
 * Child process of bench/api-bench.ts: the ceiling of the API comparison. A bare fastify (no plugin,
 * no hook, no logging) answering each case with a constant: the very bytes the mock answered for it.
 * No server doing any work per request can beat it on this machine under the same load, so its
 * ratio to json-server is the highest ratio the bench can show here. Reads
 * `{ "/path": { method, body } }` from a file; prints one `READY {"port":…}` line.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

type Answers = Record<string, { method: 'GET' | 'POST'; body: string }>;

const file = process.argv[2];
if (!file) throw new Error('用法：api-bench-ceiling.ts <answers.json>');
const answers = JSON.parse(readFileSync(file, 'utf8')) as Answers;
const app = Fastify();
for (const [url, answer] of Object.entries(answers)) {
  const bytes = Buffer.from(answer.body);
  app.route({ method: answer.method, url, handler: (_req, reply) => reply.type('application/json; charset=utf-8').send(bytes) });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${JSON.stringify({ port: Number(new URL(address).port) })}`);
