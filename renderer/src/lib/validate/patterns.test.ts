import { describe, expect, it } from 'vitest';
import {
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

type Case = readonly [string, boolean];

function table(name: string, predicate: (v: string) => boolean, cases: readonly Case[]) {
  describe(name, () => {
    it.each(cases)('%j → %s', (value, expected) => {
      expect(predicate(value)).toBe(expected);
    });
  });
}

table('isAlphabet', isAlphabet, [
  ['abcXYZ', true],
  ['a', true],
  ['', false],
  ['abc1', false],
  ['ab c', false],
  ['中文', false],
  ['ä', false],
]);

table('isEmail', isEmail, [
  ['user@example.com', true],
  ['first.last@mail.example.cn', true],
  ['a+tag@x-y.org', true],
  ['"quoted name"@example.com', true],
  ['user@[192.168.1.1]', true],
  ['user@[256.1.1.1]', false],
  ['user@example.c', false],
  ['user@example', false],
  ['user@@example.com', false],
  ['user.@example.com', false],
  ['.user@example.com', false],
  ['us er@example.com', false],
  ['@example.com', false],
  ['user@example.123', false],
]);

table('isMobile', isMobile, [
  ['13800138000', true],
  ['19912345678', true],
  ['15000000000', true],
  ['12800138000', false], // second digit 2
  ['10800138000', false],
  ['1380013800', false], // 10 digits
  ['138001380001', false], // 12 digits
  ['23800138000', false],
  ['+8613800138000', false],
  ['1380013800a', false],
]);

table('isMobileWithPrefix', isMobileWithPrefix, [
  ['13800138000', true],
  ['+8613800138000', true],
  ['008613800138000', true],
  ['8613800138000', false],
  ['+8612800138000', false],
  ['+86 13800138000', false],
  ['+85213800138000', false],
]);

table('isMaskedPhone', isMaskedPhone, [
  ['13812345678', true],
  ['138-12345678', true],
  ['13812345***', true],
  ['138-12345***', true],
  ['138****5678', false], // the asterisks stand for the last three digits
  ['1381234567', false],
  ['23812345678', false],
  ['13812345**8', false],
]);

table('isTel', isTel, [
  ['010-12345678', true],
  ['0755-1234567', true],
  ['0755-12345678-1234', true],
  ['021-1234567-1', true],
  ['0755-12345678-12345', false], // extension of 5 digits
  ['755-12345678', false], // area code must start with 0
  ['01-12345678', false], // area code too short
  ['07555-12345678', false], // area code too long
  ['010-123456', false], // 6 digits
  ['010-123456789', false], // 9 digits
  ['01012345678', false], // hyphen required
]);

table('isIp', isIp, [
  ['0.0.0.0', true],
  ['192.168.1.1', true],
  ['255.255.255.255', true],
  ['256.1.1.1', false],
  ['1.1.1', false],
  ['1.1.1.1.1', false],
  ['01.1.1.1', false],
  ['1.1.1.a', false],
]);

table('isPostCode', isPostCode, [
  ['518000', true],
  ['100000', true],
  ['000000', true],
  ['877777', true],
  ['918000', false], // first digit 0-8
  ['580000', false], // second digit 0-7
  ['51800', false],
  ['5180000', false],
]);

table('isGeneral', isGeneral, [
  ['a', true],
  ['user_name-1.@x', true],
  ['Zz9', true],
  ['1user', false],
  ['_user', false],
  ['user name', false],
  ['user#1', false],
]);

table('isTaiwanId', isTaiwanId, [
  ['830000199001011234', true],
  ['83000020001231123X', true],
  ['830000189001011234', false], // year 18xx
  ['830000199013011234', false], // month 13
  ['1234567890D', true],
  ['1234567890A', true],
  ['1234567890B', true],
  ['1234567890C', false],
  ['12345678', true],
  ['A123456789', true],
  ['1234567', false],
  ['123456789', false],
]);

table('isHkMacaoPass', isHkMacaoPass, [
  ['H1234567890', true],
  ['M0000000000', true],
  ['h1234567890', false],
  ['H123456789', false],
  ['H12345678901', false],
  ['C1234567890', false],
]);

table('isTaxNumber', isTaxNumber, [
  ['440300123456789', true], // 15
  ['91440300MA5DA1B23C', true], // 18
  ['44030012345678901234', true], // 20
  ['4403001234567890', false], // 16
  ['4403001234567890123', false], // 19
  ['91440300ma5da1b23c', false], // lowercase
  ['9144030-MA5DA1B23C', false],
]);
