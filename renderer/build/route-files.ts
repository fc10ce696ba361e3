import path from 'node:path';
import type { Plugin } from 'vite';
import { checkOnly, runRouteGenerator } from '../../scripts/route-generator';

/** What the generated route files are computed from (the generator itself aside). */
const ROUTE_SOURCES =
  /[\\/]renderer[\\/]src[\\/](features[\\/][^\\/]+[\\/]routes\.tsx|app[\\/](route-table|resolve-routes|boot-routes|route-manifest-entry|route-area-index-source|area-index)\.ts|lib[\\/]routing[\\/]route-record\.ts)$/;

/**
 * The route files generated from the feature folders (scripts/generate-route-manifest.ts): the dev
 * server regenerates them on start and whenever a route module or a feature folder changes; the
 * build (and anything in CI) fails while a checked-in copy differs from what the folders give.
 */
export function generatedRouteFiles(): Plugin {
  let building = false;
  return {
    name: 'generated-route-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { ok, output } = await runRouteGenerator({ check: true });
      if (!ok) this.error(output);
    },
    configureServer(server) {
      const features = path.join(server.config.root, 'src', 'features');
      let running: Promise<void> = Promise.resolve();
      const regenerate = () => {
        running = running.then(async () => {
          const { ok, output } = await runRouteGenerator({ check: checkOnly() });
          if (ok) server.config.logger.info(output, { timestamp: true });
          else server.config.logger.error(output, { timestamp: true });
        });
        return running;
      };
      const onChange = (file: string) => {
        const featureFolder = path.dirname(file) === features;
        if (ROUTE_SOURCES.test(file) || featureFolder) void regenerate();
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('addDir', onChange);
      server.watcher.on('unlinkDir', onChange);
      void regenerate();
    },
  };
}
