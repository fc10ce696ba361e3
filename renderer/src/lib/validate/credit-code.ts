// The credit-code rule is part of the API's contract (the enterprise trial's schema checks it on
// both sides), so it lives in contracts/; the validators reach it here like every other type check.
export { creditCodeCheckChar, isCreditCode } from '@/contracts/credit-code';
