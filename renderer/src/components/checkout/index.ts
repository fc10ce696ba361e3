/** The checkout's presentational parts: the domain's checkout flow (`@/domain/checkout`) feeds them. */
export { AgreementTick } from './agreement-tick';
export { PayChannelPicker } from './pay-channel-picker';
export { showBrowserGuide } from './browser-guide';
