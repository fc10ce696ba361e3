import { describe, expect, it } from 'vitest';
import { firstError, isBlank, validate, validateForm, type Rule, type RuleType } from './rules';

describe('required', () => {
  it.each([undefined, null, '', '   ', '\t\n', [], Number.NaN])(
    'fails on %j with 必填项不能为空！',
    (value) => {
      expect(validate(value, [{ required: true }])).toEqual(['必填项不能为空！']);
    },
  );

  it.each(['a', ' a ', 0, '0', false, ['x']])('passes on %j', (value) => {
    expect(validate(value, [{ required: true }])).toEqual([]);
  });

  it('uses a custom message when given', () => {
    expect(validate('', [{ required: true, message: '请输入兑换码' }])).toEqual(['请输入兑换码']);
  });
});

describe('numeric min/max', () => {
  it('rejects non-numbers with 请输入数字！', () => {
    for (const value of ['abc', '12a', '1e3', '0x10', 'Infinity', '1.2.3', '-', '.']) {
      expect(validate(value, [{ min: 0, max: 10 }])).toEqual(['请输入数字！']);
    }
  });

  it('strips commas before reading the number', () => {
    expect(validate('1,234.5', [{ min: 0, max: 2000 }])).toEqual([]);
    expect(validate('12,345', [{ max: 10000 }])).toEqual(['允许的最大值为10000！']);
  });

  it('gives the range message when both bounds are set', () => {
    expect(validate('11', [{ min: 1, max: 10 }])).toEqual(['数值范围须在1 - 10之间！']);
    expect(validate('0', [{ min: 1, max: 10 }])).toEqual(['数值范围须在1 - 10之间！']);
  });

  it('gives the min or max message when only one bound is set', () => {
    expect(validate('-1', [{ min: 0 }])).toEqual(['允许的最小值为0！']);
    expect(validate('100.01', [{ max: 100 }])).toEqual(['允许的最大值为100！']);
  });

  it('includes the bounds themselves', () => {
    expect(validate('1', [{ min: 1, max: 10 }])).toEqual([]);
    expect(validate('10', [{ min: 1, max: 10 }])).toEqual([]);
    expect(validate(10, [{ min: 1, max: 10 }])).toEqual([]);
    expect(validate('+5', [{ min: 1, max: 10 }])).toEqual([]);
    expect(validate('.5', [{ min: 0, max: 1 }])).toEqual([]);
  });

  it('prefers a custom message for an out-of-range value', () => {
    expect(validate('0', [{ min: 1, message: '至少兑换1件' }])).toEqual(['至少兑换1件']);
    expect(validate('x', [{ min: 1, message: '至少兑换1件' }])).toEqual(['请输入数字！']);
  });
});

describe('type rules', () => {
  const cases: Record<RuleType, { good: string; bad: string; message: string }> = {
    email: { good: 'user@example.com', bad: 'user@example', message: '请输入正确的邮箱地址' },
    mobile: { good: '13800138000', bad: '12800138000', message: '请输入正确手机号' },
    tel: {
      good: '0755-12345678',
      bad: '755-12345678',
      message: '请输入正确的座机号码，如 0755-12345678',
    },
    fax: { good: '010-1234567', bad: '010-123', message: '请输入正确的传真号码，如 0755-12345678' },
    telOrMobile: {
      good: '13800138000',
      bad: '1380013800',
      message: '请输入正确的手机号或座机号码',
    },
    idCard: {
      good: '11010519491231002X',
      bad: '110105194912310021',
      message: '请输入正确的身份证号',
    },
    general: {
      good: 'user_01',
      bad: '01user',
      message: '须以字母开头，只能包含字母、数字及 @ - _ .',
    },
    alphabet: { good: 'abc', bad: 'ab1', message: '只能输入英文字母' },
    ip: { good: '10.0.0.1', bad: '10.0.0.256', message: '请输入正确的IP地址' },
    post: { good: '518000', bad: '918000', message: '请输入正确的邮政编码' },
    creditCode: {
      good: '91350100M000100Y43',
      bad: '91350100M000100Y44',
      message: '请输入正确的统一社会信用代码',
    },
    taiWanIdCard: { good: '12345678', bad: '1234567', message: '请输入正确的台湾居民证件号码' },
    gangAoIdCard: { good: 'H1234567890', bad: 'H123456789', message: '请输入正确的港澳通行证号码' },
  };

  it.each(Object.entries(cases) as [RuleType, (typeof cases)[RuleType]][])(
    '%s',
    (type, { good, bad, message }) => {
      expect(validate(good, [{ type }])).toEqual([]);
      expect(validate(bad, [{ type }])).toEqual([message]);
      expect(validate(bad, [{ type, message: '自定义' }])).toEqual(['自定义']);
    },
  );

  it('telOrMobile also takes a landline', () => {
    expect(validate('0755-12345678', [{ type: 'telOrMobile' }])).toEqual([]);
  });
});

describe('custom rules', () => {
  it('runs every custom rule and shows each failing message', () => {
    const rules: Rule[] = [
      { pattern: /^\d+$/, message: '只能输入数字' },
      { validator: (v) => v.length >= 6, message: '至少6位' },
      { validator: (v) => !v.startsWith('0'), message: '不能以0开头' },
    ];
    expect(validate('0a', rules)).toEqual(['只能输入数字', '至少6位', '不能以0开头']);
    expect(validate('0123456', rules)).toEqual(['不能以0开头']);
    expect(validate('123456', rules)).toEqual([]);
  });

  it('gives a global regex the same answer on every call', () => {
    const rules: Rule[] = [{ pattern: /^\d+$/g, message: '只能输入数字' }];
    expect(validate('123', rules)).toEqual([]);
    expect(validate('123', rules)).toEqual([]);
  });
});

describe('empty values', () => {
  const everyRuleButRequired: Rule[] = [
    { min: 1, max: 2 },
    { type: 'email' },
    { type: 'idCard' },
    { pattern: /^x$/, message: 'x' },
    { validator: () => false, message: 'never' },
  ];

  it.each([undefined, null, '', '  '])('%j passes every rule but required', (value) => {
    expect(validate(value, everyRuleButRequired)).toEqual([]);
    expect(validate(value, [{ required: true }, ...everyRuleButRequired])).toEqual([
      '必填项不能为空！',
    ]);
  });

  it('isBlank says what counts as empty', () => {
    expect(isBlank(' ')).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(isBlank({})).toBe(false);
  });
});

describe('validateForm', () => {
  type Withdrawal = {
    name: string;
    idCard: string;
    mobile: string;
    amount: string;
    confirm: string;
  };
  const schema = {
    name: [{ required: true }],
    idCard: [{ required: true }, { type: 'idCard' }],
    mobile: [{ required: true }, { type: 'mobile' }],
    amount: [{ required: true }, { min: 1, max: 200 }],
    confirm: [
      {
        validator: (v: string, values: Readonly<Record<string, unknown>>) => v === values.mobile,
        message: '两次输入的手机号不一致',
      },
    ],
  } as const;

  it('reports only the failing fields, each with all its messages', () => {
    const errors = validateForm<Withdrawal>(
      { name: ' ', idCard: '123', mobile: '13800138000', amount: '1,000', confirm: '13800138001' },
      schema,
    );
    expect(errors).toEqual({
      name: ['必填项不能为空！'],
      idCard: ['请输入正确的身份证号'],
      amount: ['数值范围须在1 - 200之间！'],
      confirm: ['两次输入的手机号不一致'],
    });
    expect(firstError(errors)).toBe('必填项不能为空！');
  });

  it('gives an empty object for a valid form', () => {
    const errors = validateForm<Withdrawal>(
      {
        name: '张三',
        idCard: '11010519491231002X',
        mobile: '13800138000',
        amount: '200',
        confirm: '13800138000',
      },
      schema,
    );
    expect(errors).toEqual({});
    expect(firstError(errors)).toBeUndefined();
  });
});
