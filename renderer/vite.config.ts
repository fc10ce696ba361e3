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

const root = fileURLToPath(new URL('.', import.meta.url));

/** React, its DOM renderer and the router: on every page, together in one file. */
const REACT_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * The shared pieces of every list page (cards, states, pull and load more, number and date
 * formatting, the paged list hook, response shapes): one chunk instead of ten that each list page
 * loads anyway. Only what lists use: the article pages' document-number parsing stays theirs. The
 * list feeds' shape modules by name: another area's (exam-shapes imports the page kit's envelope)
 * would pull the page kit into every list page.
 */
const LIST_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/](list-card|states|pull-refresh|load-more|tab-bar)[\\/]|lib[\\/]format[\\/](number|date)\.ts|lib[\\/]hooks[\\/]use-paged-list|lib[\\/]http[\\/]api-error|lib[\\/](config|app-version)\.ts|contracts[\\/]sites\.ts|contracts[\\/]api[\\/](article|qa|news|live|envelope)-shapes)/;

/**
 * What the reading pages (article, Q&A, topic, news, agreements) share beyond the list kit: the page
 * frame and its icons, the light button, tag and avatar, the open-in-app banner, sharing, the
 * request hook, the after-paint scheduler of secondary reads and the response envelope. One chunk instead of eleven; nothing home's first screen
 * uses (home would download it all).
 */
const PAGE_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/](page-frame|icons[\\/]|button[\\/]|tag[\\/]|avatar[\\/]|open-app-banner[\\/]|missing-redirect|login-required)|lib[\\/](share[\\/]|hooks[\\/]use-request|open-app|bridge[\\/]bridge-error|idle[\\/]after-next-paint)|contracts[\\/]api[\\/]envelope\.ts)|node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]coerce/;

/**
 * The small pieces the competition's home and answering screens both load: the exam id, the
 * single-flight guard, the exam calls and the attempt memo, the countdown's warnings. One file
 * instead of five (each sub-kilobyte file costs a phone a round trip). Not the reward shapes: the
 * questionnaire's landing page shares them, and would then download the exam calls too.
 */
const QUIZ_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/]quiz[\\/](exam-id|use-single-flight)|features[\\/]exam[\\/](lib[\\/]attempt-memo|api[\\/]exam-api|answer[\\/]countdown-warnings))/;

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
      preloadRouteArea(AREAS_BY_PREFIX, ROUTE_PAGE_EXPORTS, {
        apiBase: env.VITE_API_BASE || '/api-mock',
        appVersion: DEFAULT_APP_VERSION,
        inAppUa: IN_APP_UA_PATTERN.source,
        tokenKey: TOKEN_STORAGE_KEY,
        global: FIRST_READ_GLOBAL,
      }, SHARED_LINK_AREAS),
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
          codeSplitting: {
            // Fewer, larger files for what every first screen needs: each small chunk costs a
            // request and compresses worse on its own (−3 KB gzip and 12 fewer files on /app/home).
            groups: [
              { name: 'react', test: REACT_MODULES, priority: 20 },
              { name: 'list-kit', test: LIST_KIT_MODULES, priority: 10, includeDependenciesRecursively: false },
              { name: 'page-kit', test: PAGE_KIT_MODULES, priority: 8, includeDependenciesRecursively: false },
              { name: 'quiz-kit', test: QUIZ_KIT_MODULES, priority: 6, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, strictPort: false, proxy },
  };
});
