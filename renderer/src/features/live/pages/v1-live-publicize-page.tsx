import { PublicizeView } from '../components/publicize-view';

/** /v1/live/publicize: the live programme's landing. */
export function V1LivePublicizePage() {
  return <PublicizeView />;
}
