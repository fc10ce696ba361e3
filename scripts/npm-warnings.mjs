// Folds npm's multi-line install warnings that are expected here into one line each, so that a
// newcomer reading the install's output sees what matters. Node built-ins only: it runs before
// node_modules exists.
//
// - EBADENGINE: a few dev packages (Electron's downloader, @axe-core/playwright, fastify's cookie
//   and content-disposition parsers) declare Node ≥ 22; the project runs and is tested on 20.19+.
// - ERESOLVE "overriding peer dependency": antd-mobile's bundled @react-spring/web declares React
//   ≤ 18; the app runs on React 19.
// Anything else is passed through unchanged, as it comes.

const ENGINE = /^npm warn EBADENGINE\s+(package|required): (.*)$/;
const PEER_START = 'npm warn ERESOLVE overriding peer dependency';
const OTHER_CODE = /^npm warn [A-Z-]{4,}\b|^npm warn (deprecated|install-scripts)\b/;

/** A folder of npm's output lines: feed it lines, then ask for the summary. */
export function createWarningFolder() {
  const engines = new Map(); // package → required node range
  const peers = new Map(); // package resolved → the peer it declares
  let pendingPackage = null;
  let inPeerBlock = false;
  let peerOf = null;

  return {
    /** The line to print now, or null when the line is folded. */
    take(line) {
      if (inPeerBlock) {
        if (line.startsWith('npm warn') && !OTHER_CODE.test(line)) {
          const resolving = /While resolving: (\S+)/.exec(line);
          if (resolving) peerOf = resolving[1];
          const peer = /^npm warn\s+peer (\S+@"[^"]*")/.exec(line);
          if (peer && peerOf && !peers.has(peerOf)) peers.set(peerOf, peer[1]);
          return null;
        }
        inPeerBlock = false;
      }
      if (line.startsWith(PEER_START)) {
        inPeerBlock = true;
        peerOf = null;
        return null;
      }
      if (line.startsWith('npm warn EBADENGINE')) {
        const field = ENGINE.exec(line);
        if (field?.[1] === 'package') pendingPackage = field[2].replace(/^'|',?$/g, '');
        if (field?.[1] === 'required' && pendingPackage) {
          engines.set(pendingPackage, (/node: '([^']+)'/.exec(field[2]) ?? [])[1] ?? field[2]);
          pendingPackage = null;
        }
        return null;
      }
      return line;
    },
    /** One line per folded kind, in Chinese, or nothing. */
    summary() {
      const lines = [];
      if (engines.size > 0) {
        const majors = [
          ...new Set([...engines.values()].map((range) => range.replace(/^>=\s*(\d+).*$/, '≥ $1'))),
        ];
        lines.push(
          `[install] ${engines.size} 个开发依赖声明需要 Node ${majors.join('、')}（${[...engines.keys()].map(withoutVersion).join('、')}），` +
            `npm 因此给出 EBADENGINE 警告：本项目在 Node 20.19 及以上安装、运行和测试，可以忽略。`,
        );
      }
      const byPeer = new Map();
      for (const [pkg, peer] of peers)
        byPeer.set(peer, [...(byPeer.get(peer) ?? []), withoutVersion(pkg)]);
      for (const [peer, packages] of byPeer) {
        lines.push(
          `[install] ${packages.join('、')} 声明 peer 依赖 ${peer}，npm 改用了项目的版本（ERESOLVE 警告）：本项目的测试覆盖这一组合，可以忽略。`,
        );
      }
      return lines;
    },
  };
}

/** `name@1.2.3` → `name` (scoped names keep their leading @). */
function withoutVersion(spec) {
  return spec.replace(/(.)@[^@]*$/, '$1');
}

// Run as a filter: npm ci 2>&1 | node scripts/npm-warnings.mjs
if (import.meta.url === `file://${process.argv[1]}`) {
  const { createInterface } = await import('node:readline');
  const folder = createWarningFolder();
  for await (const line of createInterface({ input: process.stdin })) {
    const shown = folder.take(line);
    if (shown !== null) console.log(shown);
  }
  for (const line of folder.summary()) console.log(line);
}
