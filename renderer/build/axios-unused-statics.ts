import type { Plugin } from 'vite';

const STUB_PREFIX = '\0axios-unused-static:';

/** axios's own modules that only its default export's statics import, and what replaces each. */
const STUBS: Readonly<Record<string, string>> = {
  // An object of ~60 status names (0.8 KB gzip): the app compares statuses as numbers. Symbol
  // and `then` reads (inspection, promise resolution) answer undefined; a status name throws.
  './helpers/HttpStatusCode.js': [
    'export default new Proxy({}, {',
    "  get(_target, key) { if (typeof key !== 'string' || key === 'then') return undefined; throw new Error('axios.HttpStatusCode is not in this build (renderer/build/axios-unused-statics.ts): compare numbers'); },",
    '});',
  ].join('\n'),
  // The deprecated cancel token (0.35 KB gzip): the app cancels with an AbortSignal (`signal`).
  './cancel/CancelToken.js': [
    'function CancelToken() {',
    "  throw new Error('axios.CancelToken is not in this build (renderer/build/axios-unused-statics.ts): pass an AbortSignal as `signal`');",
    '}',
    'CancelToken.source = CancelToken;',
    'export default CancelToken;',
  ].join('\n'),
};

/**
 * Builds axios without two statics of its default export that nothing in the app uses and that
 * ride along on every page's first download (`axios.HttpStatusCode`, `axios.CancelToken`). Using
 * either then throws an error naming this plugin instead of failing silently. Matches axios's
 * internal file layout (only lib/axios.js imports these); if a release moves them, nothing is
 * replaced and all works.
 */
export function axiosUnusedStatics(): Plugin {
  return {
    name: 'axios-unused-statics',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in STUBS) || !importer || !/axios[\\/]lib[\\/]axios\.js$/.test(importer)) return null;
      return `${STUB_PREFIX}${source}`;
    },
    load(id) {
      return id.startsWith(STUB_PREFIX) ? (STUBS[id.slice(STUB_PREFIX.length)] ?? null) : null;
    },
  };
}
