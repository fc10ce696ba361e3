import { materialListEndpoint, type Material } from '@/contracts/api/contribute';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /material/list?status=published: the user's own published articles. */
export function fetchPublishedMaterials(page = 1, size = 50): Promise<Page<Material>> {
  return callEndpoint(materialListEndpoint, { query: { status: 'published', page, size } });
}
