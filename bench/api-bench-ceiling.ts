/**
 * Child process of bench/api-bench.ts: the ceilings of the API comparison. A server answering each
 * case with a constant (the very bytes the mock answered for it), in one of two forms:
 * - `fastify`: a bare fastify (no plugin, no hook, no logging), the framework the mock is built on;
 *   no fastify server doing any work per request can beat it on this machine under the same load.
 * - `node`: Node's own `http` server with a lookup table, the runtime's floor: what any server in
 *   Node, with any framework or none, cannot beat. A POST's body is read and parsed as JSON first,
 *   as fastify's does.
 * Reads `{ "/path": { method, body } }` from a file; prints one `READY {"port":…}` line.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Answers = Record<string, { method: 'GET' | 'POST'; body: string }>;
const CEILING_KINDS = ['fastify', 'node'] as const;
type CeilingKind = (typeof CEILING_KINDS)[number];

const JSON_TYPE = 'application/json; charset=utf-8';

async function listenFastify(answers: Answers): Promise<number> {
  const app = Fastify();
  for (const [url, answer] of Object.entries(answers)) {
    const bytes = Buffer.from(answer.body);
    app.route({
      method: answer.method,
      url,
      handler: (_req, reply) => reply.type(JSON_TYPE).send(bytes),
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(address).port);
}

function listenNode(answers: Answers): Promise<number> {
  const table = new Map(
    Object.entries(answers).map(([url, a]) => [`${a.method} ${url}`, Buffer.from(a.body)]),
  );
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const bytes = table.get(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    if (!bytes) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': JSON_TYPE, 'content-length': bytes.length }).end(bytes);
  };
  const server = createServer((req, res) => {
    if (req.method !== 'POST') return answer(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString() || 'null');
      answer(req, res);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

const [file, kind = 'fastify'] = process.argv.slice(2);
if (!file || !CEILING_KINDS.includes(kind as CeilingKind))
  throw new Error(`用法：api-bench-ceiling.ts <answers.json> [${CEILING_KINDS.join('|')}]`);
const answers = JSON.parse(readFileSync(file, 'utf8')) as Answers;
const port = kind === 'node' ? await listenNode(answers) : await listenFastify(answers);
console.log(`READY ${JSON.stringify({ port })}`);
