/**
 * Validation (docs/product.md「错误与提示」): format predicates, the generic rule validator and its
 * antd-mobile adapter.
 */
export { isEmail, isMobile } from './patterns';
export { checkRule, validate, type FormValues, type Rule } from './rules';
