import { expect, type Locator, type Page } from '@playwright/test';
import {
  paymentSheetCancels,
  paymentSheetPays,
  type NativeAppSession,
} from '../../../simulator/bridge';
import { Toast } from './toast';

type ApplePurchaseSteps = { buy: Locator; consent: Locator; agreementMessage: string };

/**
 * Apple in-app purchase as App Review tries it, from a page whose 立即购买 button is `buy`: refused
 * until `consent` (我已阅读并同意) is ticked, with `agreementMessage`; a cancelled Apple sheet charges
 * nothing (已取消购买); a double tap on a paying sheet buys once and ends on 支付成功.
 */
export async function buyThroughAppleOnceIn(
  page: Page,
  native: NativeAppSession,
  { buy, consent, agreementMessage }: ApplePurchaseSteps,
): Promise<void> {
  const toast = new Toast(page);
  await buy.click();
  await toast.expectShown(agreementMessage);
  await consent.check();

  native.setPaymentSheet(paymentSheetCancels());
  await buy.click();
  await toast.expectShown('已取消购买');

  native.setPaymentSheet(paymentSheetPays());
  await buy.dblclick();
  await expect(
    page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
  ).toBeVisible();
  expect(native.payments.map((p) => p.outcome)).toEqual(['cancel', 'pay']);
}
