import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The Electron host: main, three sandboxed preloads and the control panel (with the phones'
 * native chrome page). The H5 app is not built here: phones load it from the simulator's static
 * server (dist/web) or from vite dev.
 */
export default defineConfig({
  main: {
    build: {
      outDir: here('./out/main'),
      // Main runs from the repository (it also spawns tsx on simulator/api): the static server's
      // fastify stays a require of node_modules instead of being bundled.
      externalizeDeps: { include: ['fastify', '@fastify/static'] },
      rollupOptions: { input: { index: here('./main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: here('./out/preload'),
      // Sandboxed preloads cannot require anything but a subset of 'electron': each entry is one
      // self-contained CommonJS file.
      isolatedEntries: true,
      externalizeDeps: false,
      rollupOptions: {
        input: {
          'phone-ios': here('./preload/phone-ios.ts'),
          'phone-android': here('./preload/phone-android.ts'),
          'phone-wechat': here('./preload/phone-wechat.ts'),
          panel: here('./preload/panel.ts'),
        },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: here('./simulator/panel'),
    plugins: [react()],
    build: {
      outDir: here('./out/renderer'),
      rollupOptions: {
        input: {
          index: here('./simulator/panel/index.html'),
          'phone-chrome': here('./simulator/panel/phone-chrome.html'),
        },
      },
    },
  },
});
