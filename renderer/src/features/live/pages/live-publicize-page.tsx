import { PublicizeView } from '../components/publicize-view';

/** /live/publicize: the live programme's landing. */
export function LivePublicizePage() {
  return <PublicizeView />;
}
