import { loadUserInfo } from '@/stores/session-actions';
import { draftKey } from './local-draft';
import { idbPendingImages } from './pending-images-idb';

/**
 * A deleted work's body images still kept on the phone (failed uploads) go with it. Loaded by
 * use-work-actions only once a delete succeeded, so /delivery's first render does without it.
 */
export async function forgetWorkImages(id: number): Promise<void> {
  const user = await loadUserInfo();
  if (user) await idbPendingImages.clearDraft(draftKey('contribute', user.id, id));
}
