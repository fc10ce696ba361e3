import { ExchangeForm } from '../exchange/exchange-form';

/** /exchange: redeem a code typed by the user. */
export function ExchangePage() {
  return <ExchangeForm variant="plain" />;
}
