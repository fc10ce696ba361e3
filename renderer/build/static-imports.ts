/** What a walk over a build's chunks reads of each. */
export type ImportingChunk = { fileName: string; imports: readonly string[] };

/**
 * The files `roots` need before they run: themselves and every chunk they import statically, to
 * the end of the chain (a dynamic `import()` is not followed). A name the build does not hold is
 * kept as it is; callers that must find every file check it.
 */
export function staticImportClosure(
  chunks: Iterable<ImportingChunk>,
  roots: Iterable<string>,
): Set<string> {
  const byFile = new Map<string, ImportingChunk>();
  for (const chunk of chunks) byFile.set(chunk.fileName, chunk);
  const found = new Set<string>();
  const visit = (fileName: string): void => {
    if (found.has(fileName)) return;
    found.add(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  for (const root of roots) visit(root);
  return found;
}
