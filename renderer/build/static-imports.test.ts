import { describe, expect, it } from 'vitest';
import { staticImportClosure } from './static-imports';

const chunks = [
  { fileName: 'entry.js', imports: ['react.js', 'shared.js'] },
  { fileName: 'react.js', imports: [] },
  { fileName: 'shared.js', imports: ['react.js', 'util.js'] },
  { fileName: 'util.js', imports: ['shared.js'] },
  { fileName: 'page.js', imports: ['shared.js'] },
  { fileName: 'lazy.js', imports: [] },
];

describe('staticImportClosure', () => {
  it('follows static imports to the end of the chain, once each, cycles included', () => {
    expect([...staticImportClosure(chunks, ['entry.js'])].sort()).toEqual([
      'entry.js',
      'react.js',
      'shared.js',
      'util.js',
    ]);
  });

  it('unites several roots and leaves out what none of them imports', () => {
    const found = staticImportClosure(chunks, ['page.js', 'react.js']);
    expect([...found].sort()).toEqual(['page.js', 'react.js', 'shared.js', 'util.js']);
    expect(found.has('lazy.js')).toBe(false);
  });

  it('keeps a name the build does not hold, for the caller to report', () => {
    expect([...staticImportClosure(chunks, ['gone.js'])]).toEqual(['gone.js']);
  });
});
