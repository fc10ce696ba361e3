import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const alias = { '@': fileURLToPath(new URL('./renderer/src', import.meta.url)) };

/** Unit tests live beside the code: DOM tests for the app and panel, Node tests for the rest. */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core to its main process, which mostly waits:
    // on CI's 2 cores that ran every file in one worker (9.2 min against 6.2 min with two).
    maxWorkers: availableParallelism(),
    // The route files generated from the feature folders, fresh before any test reads them.
    globalSetup: ['tests/setup/route-files.ts'],
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['renderer/src/**/*.test.{ts,tsx}', 'simulator/panel/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'simulator/**/*.test.ts',
            'main/**/*.test.ts',
            'preload/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'renderer/build/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          exclude: ['simulator/panel/**', 'node_modules/**'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
