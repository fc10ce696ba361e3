import { useRef, useState } from 'react';
import { Button, Form, Input, Radio, Space, type FormItemProps } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import type { FormValues, Rule } from '@/lib/validate';
import { newClientKey } from '@/contracts/api/client-key';
import type { Payee } from './withdraw-api';
import {
  ACCOUNT_RULES,
  REAL_NAME_RULES,
  WITHDRAW_CHANNELS,
  amountRules,
  firstMessage,
  yuanToCents,
  type WithdrawChannel,
  type WithdrawFormValues,
} from './withdraw-rules';
import './withdraw-form.css';

/** Red-packet withdrawal: an amount of the user's choice up to the balance; ranking reward: its sum. */
type WithdrawAmount =
  { kind: 'balance'; balanceCents: number } | { kind: 'fixed'; amountCents: number };

type WithdrawFormProps = {
  amount: WithdrawAmount;
  submitText: string;
  /**
   * Sends the withdrawal with this form's client key (kept across retries, renewed after a payout);
   * resolves true when it went through (the form then empties), false to keep it.
   */
  onSubmit: (payee: Payee, amountCents: number, clientKey: string) => Promise<boolean>;
};

// One message per field at a time (the first rule failed), read against the whole form.
const itemRules = (rules: readonly Rule[]): NonNullable<FormItemProps['rules']> => [
  (form) => ({
    required: rules.some((r) => 'required' in r),
    validator: async (_meta: unknown, value: unknown) => {
      const message = firstMessage(value, rules, form.getFieldsValue(true) as FormValues);
      if (message) throw new Error(message);
    },
  }),
];

const ACCOUNT_PLACEHOLDER: Record<WithdrawChannel, string> = {
  wechat: '微信号或绑定微信的手机号',
  alipay: '支付宝账号（手机号或邮箱）',
};
const INITIAL: Partial<WithdrawFormValues> = { channel: 'wechat' };

/** The payout form of every red-packet page (the exams' 我的红包, the questionnaire's 查看收益 and 领取奖励): channel, account, real name and (from the balance) the amount. */
export function WithdrawForm({ amount, submitText, onSubmit }: WithdrawFormProps) {
  const [form] = Form.useForm<WithdrawFormValues>();
  const [submitting, setSubmitting] = useState(false);
  // A second tap before React re-renders the button as loading must not send a second withdrawal.
  const busy = useRef(false);
  const clientKey = useRef(newClientKey('wd'));

  const submit = async (values: WithdrawFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const payee: Payee = {
        channel: values.channel,
        account: values.account.trim(),
        realName: values.realName.trim(),
      };
      const cents = amount.kind === 'fixed' ? amount.amountCents : yuanToCents(values.amount ?? '');
      if (await onSubmit(payee, cents, clientKey.current)) {
        clientKey.current = newClientKey('wd');
        form.resetFields();
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // Fields are checked on submit, not on blur: a message vanishing on blur moves the button away
  // between the finger's down and up, and the tap is lost. A field showing a message is checked again
  // as it is corrected, and the account again when the other channel is chosen.
  const recheck = (changed: Partial<WithdrawFormValues>) => {
    const names = (Object.keys(changed) as (keyof WithdrawFormValues)[]).filter(
      (name) => form.getFieldError(name).length > 0,
    );
    if (
      'channel' in changed &&
      form.getFieldError('account').length === 0 &&
      form.getFieldValue('account')
    )
      names.push('account');
    if (names.length > 0) form.validateFields(names).catch(() => undefined);
  };

  return (
    <Form
      form={form}
      className="withdraw-form"
      layout="horizontal"
      initialValues={INITIAL}
      onValuesChange={recheck}
      onFinish={(values: WithdrawFormValues) => void submit(values)}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          disabled={submitting}
        >
          {submitText}
        </Button>
      }
    >
      <Form.Item name="channel" label="提现方式">
        <Radio.Group>
          <Space>
            {WITHDRAW_CHANNELS.map((c) => (
              <Radio key={c.value} value={c.value}>
                {c.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        noStyle
        shouldUpdate={(prev: WithdrawFormValues, next: WithdrawFormValues) =>
          prev.channel !== next.channel
        }
      >
        {() => (
          <Form.Item
            name="account"
            label="收款账号"
            validateTrigger="onSubmit"
            rules={itemRules(ACCOUNT_RULES)}
          >
            <Input
              placeholder={
                ACCOUNT_PLACEHOLDER[
                  (form.getFieldValue('channel') as WithdrawChannel | undefined) ?? 'wechat'
                ]
              }
              clearable
              maxLength={50}
              autoComplete="off"
              aria-label="收款账号"
            />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item
        name="realName"
        label="真实姓名"
        validateTrigger="onSubmit"
        rules={itemRules(REAL_NAME_RULES)}
        description="须与收款账号的实名认证姓名一致"
      >
        <Input
          placeholder="收款人真实姓名"
          clearable
          maxLength={20}
          autoComplete="name"
          aria-label="真实姓名"
        />
      </Form.Item>
      {amount.kind === 'balance' ? (
        <Form.Item
          name="amount"
          label="提现金额"
          validateTrigger="onSubmit"
          rules={itemRules(amountRules(amount.balanceCents))}
          description={`可提现 ${formatMoney(amount.balanceCents)} 元，满1元可提现`}
          extra={
            <button
              type="button"
              className="withdraw-form__all"
              onClick={() => form.setFieldValue('amount', formatMoney(amount.balanceCents))}
            >
              全部提现
            </button>
          }
        >
          <Input
            placeholder="请输入提现金额（元）"
            inputMode="decimal"
            clearable
            maxLength={12}
            autoComplete="off"
            aria-label="提现金额"
          />
        </Form.Item>
      ) : (
        <Form.Item label="领取金额">
          <span className="withdraw-form__fixed">{formatMoney(amount.amountCents)} 元</span>
        </Form.Item>
      )}
    </Form>
  );
}
