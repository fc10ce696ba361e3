import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { preloadSharedChunks } from './build/preload-shared-chunks';
import { axiosXhrOnly } from './build/axios-xhr-only';
import { axiosUnusedStatics } from './build/axios-unused-statics';
import { uaParserDeviceAndOs } from './build/ua-parser-device-and-os';
import { inlineEntryCss } from './build/inline-entry-css';
import { preloadRouteArea } from './build/preload-route-area';
import { ROUTE_PAGE_EXPORTS } from './src/app/route-page-exports';
import { generatedRouteFiles } from './build/route-files';
import { AREAS_BY_PREFIX } from './src/app/route-area-prefixes';
import { DEFAULT_APP_VERSION } from './src/lib/app-version';
import { IN_APP_UA_PATTERN } from './src/contracts/in-app-ua';
import { TOKEN_STORAGE_KEY } from './src/stores/token-storage';
import { FIRST_READ_GLOBAL } from './src/lib/http/first-read-global';
import { manifestIcons } from './build/app-icons';
import { eagerCompileHints } from './build/eager-compile-hints';
import { SHARED_LINK_AREAS } from './build/landing-pages';
import { CHUNK_GROUPS } from './build/chunk-groups';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The H5 app alone (dev:web, build:web): base /app/, what is deployed to phones.
 * VITE_API_BASE defaults to the mock API's prefix `/api-mock`, which dev and preview proxy to it.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  const apiTarget = env.MOCK_API_URL ?? 'http://127.0.0.1:3900';
  const proxy = {
    '/api-mock': {
      target: apiTarget,
      changeOrigin: true,
      rewrite: (p: string) => p.replace(/^\/api-mock/, ''),
    },
  };
  return {
    root,
    base: '/app/',
    envDir: root,
    plugins: [
      // The route files generated from the feature folders: fresh in dev, checked by the build.
      generatedRouteFiles(),
      react(),
      axiosXhrOnly(),
      axiosUnusedStatics(),
      uaParserDeviceAndOs(),
      inlineEntryCss(),
      // Every page fetches and parses its data: that code comes with the entry's first wave. So
      // does the home feed's fetcher (0.5 KB): home is the start URL, and its feed request then
      // leaves as soon as the router has matched, not one round trip later.
      preloadSharedChunks([
        /renderer\/src\/lib\/http\/index\.ts$/,
        /zod\/v4\/core\/core\.js$/,
        /renderer\/src\/features\/home\/api\/home-api\.ts$/,
      ]),
      // A deep link's area route module downloads with the entry, not after it has run, and so
      // do the files of the page it opens (which the route module would import a trip later).
      // A deep link's first read leaves with them too (the route's `firstRead`), sent as the app would.
      preloadRouteArea(
        AREAS_BY_PREFIX,
        ROUTE_PAGE_EXPORTS,
        {
          apiBase: env.VITE_API_BASE || '/api-mock',
          appVersion: DEFAULT_APP_VERSION,
          inAppUa: IN_APP_UA_PATTERN.source,
          tokenKey: TOKEN_STORAGE_KEY,
          global: FIRST_READ_GLOBAL,
        },
        SHARED_LINK_AREAS,
      ),
      // The code of a page's first render compiles as it downloads, off the main thread.
      eagerCompileHints(),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        scope: '/app/',
        base: '/app/',
        manifest: {
          name: '税务通',
          short_name: '税务通',
          lang: 'zh-CN',
          start_url: '/app/home',
          scope: '/app/',
          display: 'standalone',
          theme_color: '#1677ff',
          background_color: '#ffffff',
          icons: manifestIcons(),
        },
        workbox: {
          navigateFallback: '/app/index.html',
          navigateFallbackAllowlist: [/^\/app\//],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        },
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      target: 'es2020',
      rolldownOptions: {
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, strictPort: false, proxy },
  };
});
