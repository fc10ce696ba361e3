import type { Plugin } from 'vite';

const STUB_PREFIX = '\0axios-unused-static:';

/** The axios modules whose imports are replaced: the default export's and the request defaults'. */
const IMPORTERS = /axios[\\/]lib[\\/](axios|defaults[\\/]index)\.js$/;

/**
 * axios's own modules the app never runs, as named from lib/axios.js (its default export's
 * statics) or lib/defaults/index.js, and what replaces each.
 */
const STUBS: Readonly<Record<string, string>> = {
  // FormData turned into JSON (0.9 KB gzip): only for a FormData body sent as application/json,
  // and the app sends FormData as multipart (uploads). Also the `axios.formToJSON` static.
  'helpers/formDataToJSON.js': [
    'export default function formDataToJSON() {',
    "  throw new Error('axios: FormData as JSON is not in this build (renderer/build/axios-unused-statics.ts): send FormData as multipart');",
    '}',
  ].join('\n'),
  // An object of ~60 status names (0.8 KB gzip): the app compares statuses as numbers. Symbol
  // and `then` reads (inspection, promise resolution) answer undefined; a status name throws.
  'helpers/HttpStatusCode.js': [
    'export default new Proxy({}, {',
    "  get(_target, key) { if (typeof key !== 'string' || key === 'then') return undefined; throw new Error('axios.HttpStatusCode is not in this build (renderer/build/axios-unused-statics.ts): compare numbers'); },",
    '});',
  ].join('\n'),
  // The deprecated cancel token (0.35 KB gzip): the app cancels with an AbortSignal (`signal`).
  'cancel/CancelToken.js': [
    'function CancelToken() {',
    "  throw new Error('axios.CancelToken is not in this build (renderer/build/axios-unused-statics.ts): pass an AbortSignal as `signal`');",
    '}',
    'CancelToken.source = CancelToken;',
    'export default CancelToken;',
  ].join('\n'),
};

/**
 * Builds axios without code nothing in the app runs that rides along on every page's first
 * download: two statics of its default export (`axios.HttpStatusCode`, `axios.CancelToken`) and
 * the FormData-to-JSON conversion. Using any of them then throws an error naming this plugin
 * instead of failing silently. Matches axios's internal file layout; if a release moves them,
 * nothing is replaced and all works.
 */
export function axiosUnusedStatics(): Plugin {
  return {
    name: 'axios-unused-statics',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const name = source.replace(/^(\.\.?\/)+/, '');
      if (!(name in STUBS) || !importer || !IMPORTERS.test(importer)) return null;
      return `${STUB_PREFIX}${name}`;
    },
    load(id) {
      return id.startsWith(STUB_PREFIX) ? (STUBS[id.slice(STUB_PREFIX.length)] ?? null) : null;
    },
  };
}
