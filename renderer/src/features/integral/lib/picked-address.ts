/**
 * The recipient chosen on /integral/exchange for the order being filled in. The order page is left
 * for the list and come back to with history's back (so 返回 does not pass the order twice); the
 * choice waits here for it, per good, for the tab's lifetime.
 */
const KEY = 'integral:picked-address';

export function rememberPickedAddress(goodsId: number, addressId: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ goodsId, addressId }));
  } catch {
    // Storage refused (private mode): the order page falls back to the default address.
  }
}

/** The address picked for `goodsId`, or null. */
export function pickedAddressFor(goodsId: number): number | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      goodsId?: unknown;
      addressId?: unknown;
    } | null;
    return saved?.goodsId === goodsId && typeof saved.addressId === 'number'
      ? saved.addressId
      : null;
  } catch {
    return null;
  }
}
