import type { Plugin } from 'vite';

const STUB_ID = '\0axios-fetch-adapter-unused';

/**
 * Builds axios without its fetch adapter. In a browser axios picks its XHR adapter first, so the
 * fetch one is never used here, yet it weighs ~4 KB gzip and probes streams when its module loads.
 * Asking for `adapter: 'fetch'` then fails with axios's own "not available in the build" error.
 * Matches axios's internal file layout; if a release moves it, nothing is replaced and all works.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer &&
        /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      )
        return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID
        ? 'export const getFetch = () => undefined;\nexport default undefined;\n'
        : null;
    },
  };
}
