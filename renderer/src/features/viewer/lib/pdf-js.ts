/**
 * pdf.js, loaded only by the viewer's lazy chunk. The legacy build runs on the older phone browsers
 * and web views the app meets (the modern one needs the newest JavaScript); its worker is served as
 * a file by Vite (`?url`), so parsing happens off the main thread.
 */
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { BundledBinaryDataFactory } from './pdf-binary-data';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/** Starts loading a PDF; `destroy()` on the task cancels it. */
export function openPdf(url: string) {
  return getDocument({
    url,
    isEvalSupported: false,
    withCredentials: false,
    // Chinese PDFs name CID fonts by CMap; the files come from this build (see pdf-binary-data.ts).
    BinaryDataFactory: BundledBinaryDataFactory,
    useWorkerFetch: false,
  });
}
