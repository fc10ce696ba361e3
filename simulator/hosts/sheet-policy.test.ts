import { describe, expect, it } from 'vitest';
import {
  createInteractivePaymentSheet,
  paymentSheetPays,
  type PaymentSheetRequest,
} from '../bridge';
import { getDevice } from '../devices';
import { gatedSheet, sheetWaits } from './sheet-policy';

const request: PaymentSheetRequest = {
  kind: 'iap',
  orderNo: 'O1',
  productId: 'vip.month',
  amountCents: null,
  goodsTitle: null,
  device: getDevice('iphone-15'),
};

describe('sheetWaits', () => {
  it('waits for the panel only while one is connected under the panel rule; always or never otherwise', () => {
    expect(sheetWaits('panel', true)).toBe(true);
    expect(sheetWaits('panel', false)).toBe(false);
    expect(sheetWaits('interactive', false)).toBe(true);
    expect(sheetWaits('auto', true)).toBe(false);
  });
});

describe('gatedSheet', () => {
  it('answers at once with no panel connected, and waits for the panel once one connects', async () => {
    let connected = false;
    const sheet = createInteractivePaymentSheet();
    const open = gatedSheet(sheet, () => sheetWaits('panel', connected), paymentSheetPays());

    // Headless, nobody watching: the scripted run goes on.
    await expect(open(request)).resolves.toEqual({ action: 'pay' });
    expect(sheet.current()).toBeNull();

    // A panel connected: the sheet stays open until the panel answers.
    connected = true;
    let settled = false;
    const answered = open(request).then((outcome) => {
      settled = true;
      return outcome;
    });
    await Promise.resolve();
    expect(sheet.current()).toEqual(request);
    expect(settled).toBe(false);
    // The panel going away does not answer a sheet already open (a reloaded panel shows it again).
    connected = false;
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(sheet.answer({ action: 'cancel' })).toBe(true);
    await expect(answered).resolves.toEqual({ action: 'cancel' });
  });
});
