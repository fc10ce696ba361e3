import { documentSchema, type ViewerDocument } from '@/contracts/api/article';
import { http, parseData } from '@/lib/http';

/** GET /docs/:id — a document for the /docs viewer. */
export async function fetchDocument(id: number, signal?: AbortSignal): Promise<ViewerDocument> {
  return parseData(documentSchema, await http.get(`/docs/${id}`, { signal }));
}
