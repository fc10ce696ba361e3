/**
 * The data files pdf.js fetches on demand: the Adobe CMaps of Chinese (CID) fonts, the standard
 * fonts of PDFs that do not embed theirs, and its wasm image decoders. Vite emits each as a hashed
 * asset (nothing is downloaded until a PDF needs it), so pdf.js is given a factory that maps its
 * file names to those URLs instead of one base directory.
 */
const cmaps = import.meta.glob('../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const fonts = import.meta.glob(
  '../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
  { query: '?url&no-inline', import: 'default', eager: true },
);
const wasm = import.meta.glob('../../../../../node_modules/pdfjs-dist/wasm/*.wasm', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

type Kind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

const byFileName = (files: Record<string, unknown>): Map<string, string> =>
  new Map(
    Object.entries(files).flatMap(([path, url]) =>
      typeof url === 'string' ? [[path.slice(path.lastIndexOf('/') + 1), url] as const] : [],
    ),
  );

const TABLES: Record<Kind, Map<string, string>> = {
  cMapUrl: byFileName(cmaps),
  standardFontDataUrl: byFileName(fonts),
  wasmUrl: byFileName(wasm),
};

/** The URL of one of pdf.js's data files, or null when pdf.js asks for one it does not ship. */
export function pdfDataUrl(kind: string, filename: string): string | null {
  return kind in TABLES ? (TABLES[kind as Kind].get(filename) ?? null) : null;
}

/** pdf.js's `BinaryDataFactory` (used with `useWorkerFetch: false`): the main thread fetches the file. */
export class BundledBinaryDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = pdfDataUrl(kind, filename);
    if (!url) throw new Error(`pdf.js 数据文件不存在：${filename}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`pdf.js 数据文件加载失败：${filename}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}
