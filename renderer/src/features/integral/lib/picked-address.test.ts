import { beforeEach, describe, expect, it } from 'vitest';
import { pickedAddressFor, rememberPickedAddress } from './picked-address';

describe('the recipient picked for an order', () => {
  beforeEach(() => sessionStorage.clear());
  it('is kept for its good only', () => {
    expect(pickedAddressFor(7)).toBeNull();
    rememberPickedAddress(7, 12);
    expect(pickedAddressFor(7)).toBe(12);
    expect(pickedAddressFor(8)).toBeNull();
  });
  it('ignores what it cannot read', () => {
    sessionStorage.setItem('integral:picked-address', '{bad');
    expect(pickedAddressFor(7)).toBeNull();
  });
});
