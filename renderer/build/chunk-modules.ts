/** What the build's own steps read of a chunk to tell which source modules it holds. */
export type ModuleHoldingChunk = {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds?: readonly string[];
  modules?: Readonly<Record<string, { renderedExports?: readonly string[] }>>;
};

/**
 * The source modules a chunk holds: its facade and every module bundled into it. A group of
 * vite.config's code splitting (an area's routes and pages in one file) holds a route module or a
 * page without being their facade: an `import()` of either is answered from the group's file.
 */
export function heldModules(chunk: ModuleHoldingChunk): string[] {
  const ids = new Set(chunk.moduleIds ?? Object.keys(chunk.modules ?? {}));
  if (chunk.facadeModuleId !== null) ids.add(chunk.facadeModuleId);
  return [...ids];
}

/** The first module of `chunk` whose id `pattern` matches, with the match (its groups name an area, say). */
export function heldModuleMatching(
  chunk: ModuleHoldingChunk,
  pattern: RegExp,
): RegExpExecArray | null {
  for (const id of heldModules(chunk)) {
    const match = pattern.exec(id);
    if (match) return match;
  }
  return null;
}

/** The module of `chunk` that `pattern` matches and that exports `name` (to a dynamic importer, say). */
export function moduleExporting(
  chunk: ModuleHoldingChunk,
  pattern: RegExp,
  name: string,
): string | null {
  for (const [id, rendered] of Object.entries(chunk.modules ?? {})) {
    if (pattern.test(id) && rendered.renderedExports?.includes(name)) return id;
  }
  return null;
}
