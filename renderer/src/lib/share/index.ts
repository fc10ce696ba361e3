export { useShare, type ShareInfo } from './use-share';
export { buildShareUrl } from './share-url';
export { LINK_COPIED_TEXT, copyText, sharePayload, type ShareEnv } from './share';
