import { describe, expect, it } from 'vitest';
import { heldModuleMatching, heldModules, moduleExporting } from './chunk-modules';

const ROUTES = '/r/renderer/src/features/article/routes.tsx';
const DETAIL = '/r/renderer/src/features/article/pages/detail.tsx';

/** A group's file: the article routes and a page bundled together, facade of neither. */
const group = {
  fileName: 'assets/article-area.js',
  facadeModuleId: null,
  moduleIds: [ROUTES, DETAIL],
  modules: {
    [ROUTES]: { renderedExports: ['articleRoutes'] },
    [DETAIL]: { renderedExports: ['DetailPage'] },
  },
};

describe('heldModules', () => {
  it('is every module bundled into a chunk, and its facade', () => {
    expect(heldModules(group)).toEqual([ROUTES, DETAIL]);
    expect(
      heldModules({ fileName: 'assets/facade.js', facadeModuleId: DETAIL, moduleIds: [] }),
    ).toEqual([DETAIL]);
  });

  it('reads the modules’ table when a chunk has no list of ids (a test’s or an older bundler’s chunk)', () => {
    expect(heldModules({ fileName: 'a.js', facadeModuleId: null, modules: group.modules })).toEqual(
      [ROUTES, DETAIL],
    );
  });
});

describe('heldModuleMatching', () => {
  it('answers the first held module the pattern matches, with its groups', () => {
    expect(heldModuleMatching(group, /features\/([^/]+)\/routes\.tsx$/)?.[1]).toBe('article');
    expect(heldModuleMatching(group, /features\/news\//)).toBeNull();
  });
});

describe('moduleExporting', () => {
  it('finds the module that exports a name, among those the pattern admits', () => {
    expect(moduleExporting(group, /\/pages\//, 'DetailPage')).toBe(DETAIL);
    expect(moduleExporting(group, /\/pages\//, 'articleRoutes')).toBeNull();
    expect(moduleExporting(group, /\/features\//, 'SharePage')).toBeNull();
  });
});
