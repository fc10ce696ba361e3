export { useShare, type ShareInfo } from './use-share';
export { copyText, sharePayload } from './share';
