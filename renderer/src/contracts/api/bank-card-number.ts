/**
 * A bank card number as payouts accept it: 16 to 19 digits whose last one is the Luhn check digit
 * (ISO/IEC 7812). Spaces between groups are allowed. Shared by the app's form and the mock API.
 */
export function bankCardProblem(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  if (digits === '') return '请填写银行卡号';
  if (!/^\d{16,19}$/.test(digits)) return '银行卡号应为16-19位数字';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0 ? null : '银行卡号有误，请核对后重新输入';
}
