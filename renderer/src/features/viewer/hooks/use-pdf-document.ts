import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy } from '../lib/pdf-js';

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'error'; error: unknown };

/** Loads the PDF at `url` (again when `attempt` changes) and frees it when the page leaves. */
export function usePdfDocument(url: string, attempt: number): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    const task = openPdf(url);
    let alive = true;
    task.promise.then(
      (doc) => alive && setState({ status: 'ready', doc }),
      (error: unknown) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [url, attempt]);
  return state;
}
