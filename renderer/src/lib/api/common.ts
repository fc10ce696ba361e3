import {
  appNewVersionEndpoint,
  imageMultiUploadEndpoint,
  type UploadResult,
  type VersionInfo,
} from '@/contracts/api/common';
import {
  complaintsEndpoint,
  staticHtmlEndpoint,
  type ComplaintBody,
  type ComplaintResult,
  type StaticHtml,
} from '@/contracts/api/legal';
import { callEndpoint } from './call-endpoint';
import type { Keyed } from './action-key';

/** Common calls, shared by several areas (so they live here, not in a feature). */

/** GET /app/new/version: the latest native app version for this platform. */
export function fetchAppVersion(query: {
  platform: 'ios' | 'android' | 'h5';
  appversion: string;
}): Promise<VersionInfo> {
  return callEndpoint(appNewVersionEndpoint, { query });
}

/** POST multipart /image/multiUpload: uploads images, answers their URLs. */
export function uploadImages(files: readonly Blob[]): Promise<UploadResult> {
  const body = new FormData();
  files.forEach((file, i) =>
    body.append('file', file, file instanceof File ? file.name : `image-${i}`),
  );
  return callEndpoint(imageMultiUploadEndpoint, { body });
}

/** POST /complaints: a complaint or suggestion; `clientKey` names it (a resend answers the first one). */
export function submitComplaint(body: Keyed<ComplaintBody>): Promise<ComplaintResult> {
  return callEndpoint(complaintsEndpoint, { body });
}

/** GET /static/html/{id}: an agreement or other static document. */
export function fetchStaticHtml(id: string): Promise<StaticHtml> {
  return callEndpoint(staticHtmlEndpoint, { params: { id } });
}
