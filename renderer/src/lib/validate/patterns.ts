/**
 * The format predicates that a regular expression decides alone.
 * Each takes the exact string to be submitted (no trimming) and answers whether it has the format.
 */

/** Letters only: A-Z, a-z. */
export const isAlphabet = (value: string): boolean => /^[A-Za-z]+$/.test(value);

// Local part: dot-separated atoms without specials, or a quoted string; domain: labels with a
// top-level domain of 2+ letters, or a bracketed IPv4 literal.
const EMAIL =
  /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$/;

/** E-mail: local-part@domain with a top-level domain of 2+ letters, or a bracketed IPv4 domain. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** Mainland mobile: 11 digits, 1 then 3-9. */
export const isMobile = (value: string): boolean => /^1[3-9]\d{9}$/.test(value);

/** Mainland mobile with an optional +86 or 0086 prefix. */
export const isMobileWithPrefix = (value: string): boolean =>
  /^(?:(?:\+|00)86)?1[3-9]\d{9}$/.test(value);

/** Masked phone: 1xx, optional hyphen, 5 digits, then 3 digits or `***`. */
export const isMaskedPhone = (value: string): boolean =>
  /^1\d{2}-?\d{5}(?:\d{3}|\*{3})$/.test(value);

/** Landline: area code 0 + 2-3 digits, hyphen, 7-8 digits, optional hyphen and 1-4 digit extension. */
export const isTel = (value: string): boolean => /^0\d{2,3}-\d{7,8}(?:-\d{1,4})?$/.test(value);

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** IPv4 dotted quad, each octet 0-255 written without leading zeros. */
export const isIp = (value: string): boolean => IPV4.test(value);

/** The 6-digit postal code: first digit 0-8, second 0-7, then 4 digits. */
export const isPostCode = (value: string): boolean => /^[0-8][0-7]\d{4}$/.test(value);

/** Account-like name: starts with a letter, then letters, digits, `@ - _ .`. */
export const isGeneral = (value: string): boolean => /^[A-Za-z][A-Za-z0-9@\-_.]*$/.test(value);

// Taiwan residents: the mainland residence permit (830000, birth date, 3 digits, digit or X),
// the old 台胞证 (10 digits then D, A or B), the 8-digit 台胞证 number, or 10 alphanumerics.
const TAIWAN_ID =
  /^(?:830000(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]|\d{10}[DAB]|\d{8}|[A-Za-z0-9]{10})$/;

/** Taiwan-resident style ID in any of its four shapes. */
export const isTaiwanId = (value: string): boolean => TAIWAN_ID.test(value);

/** Hong Kong / Macao pass (港澳通行证): H or M followed by 10 digits. */
export const isHkMacaoPass = (value: string): boolean => /^[HM]\d{10}$/.test(value);

/** Tax registration number: 15, 18 or 20 uppercase letters or digits. */
export const isTaxNumber = (value: string): boolean =>
  /^(?:[A-Z0-9]{15}|[A-Z0-9]{18}|[A-Z0-9]{20})$/.test(value);
