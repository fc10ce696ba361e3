import { materialSchema, type Material } from '@/contracts/api/contribute';
import { pageOf, type Page } from '@/contracts/api/envelope';
import { http, parseData } from '@/lib/http';

const materialPageSchema = pageOf(materialSchema);

/** GET /material/list?status=published: the user's own published articles. */
export async function fetchPublishedMaterials(page = 1, size = 50): Promise<Page<Material>> {
  return parseData(materialPageSchema, await http.get('/material/list', { params: { status: 'published', page, size } }));
}
