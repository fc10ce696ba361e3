/**
 * Input lengths (docs/product.md「错误与提示」), for `maxLength` of inputs (the validators check
 * the exact shapes).
 */
export const MAX_LENGTH = {
  /** Mainland mobile. */
  phone: 11,
  /** SMS code at login. */
  smsCode: 6,
  /** Resident ID number. */
  idCard: 18,
  /** Unified social credit code. */
  creditCode: 18,
  /** Tax registration number: 15, 18 or 20 characters. */
  taxNumber: 20,
} as const;
