import { documentEndpoint, type ViewerDocument } from '@/contracts/api/article';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /docs/:id — a document for the /docs viewer. */
export function fetchDocument(id: number, signal?: AbortSignal): Promise<ViewerDocument> {
  return callEndpoint(documentEndpoint, { params: { id } }, { signal });
}
