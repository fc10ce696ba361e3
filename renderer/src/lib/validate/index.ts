/**
 * Validation (docs/product.md「错误与提示」): format predicates, the generic rule validator and its
 * antd-mobile adapter.
 */
export {
  isAlphabet,
  isEmail,
  isGeneral,
  isHkMacaoPass,
  isIp,
  isMaskedPhone,
  isMobile,
  isMobileWithPrefix,
  isPostCode,
  isTaiwanId,
  isTaxNumber,
  isTel,
} from './patterns';
export { idCardCheckChar, isIdCard } from './id-card';
export { creditCodeCheckChar, isCreditCode } from './credit-code';
export {
  MESSAGES,
  TYPE_RULES,
  checkRule,
  firstError,
  isBlank,
  validate,
  validateForm,
  type FormErrors,
  type FormSchema,
  type FormValues,
  type PatternRule,
  type RangeRule,
  type RequiredRule,
  type Rule,
  type RuleType,
  type TypeRule,
  type ValidatorRule,
} from './rules';
export { toFormRules, type AntdRules } from './form-rules';
export { MAX_LENGTH } from './limits';
