import { ExchangeForm } from '../exchange/exchange-form';

/** /exchange/by/mobile: the same form, reached from an SMS link (`?mobile=&code=`). */
export function ExchangeByMobilePage() {
  return <ExchangeForm variant="sms" />;
}
