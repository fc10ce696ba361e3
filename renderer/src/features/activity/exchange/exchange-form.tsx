import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Form, Input, Result } from 'antd-mobile';
import { ensureLoggedIn } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { PageFrame } from '@/components/page-frame';
import { codeError, maskPhone, normalizeCode } from './exchange-rules';
import { redeemCode, type RedeemResult } from './exchange-api';
import './exchange-form.css';

type ExchangeFormProps = {
  /** `sms`: arrived from an SMS link (`?mobile=&code=`): the code is prefilled and the phone shown masked. */
  variant: 'plain' | 'sms';
};

type FormShape = { code?: string };

/** 兑换码兑换 (docs/product.md「会员」): one code in, the redeemed membership out. Needs login. */
export function ExchangeForm({ variant }: ExchangeFormProps) {
  const [params] = useSearchParams();
  const [form] = Form.useForm<FormShape>();
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RedeemResult | null>(null);
  const masked = variant === 'sms' ? maskPhone(params.get('mobile')) : null;
  const initialCode = normalizeCode(params.get('code') ?? '');

  const submit = async ({ code }: FormShape) => {
    if (!(await ensureLoggedIn())) return;
    setSubmitting(true);
    try {
      setResult(await redeemCode(normalizeCode(code ?? '')));
    } catch {
      // The http client has already toasted the server's message; the form stays as it was.
    } finally {
      setSubmitting(false);
    }
  };

  if (result) {
    return (
      <PageFrame title="兑换码兑换">
        <Result
          status="success"
          title="兑换成功"
          description={
            <div className="exchange-result">
              <p>
                已开通：<strong>{result.planName}</strong>（{result.days}天）
              </p>
              <p>有效期至：{formatDate(result.expireAt)}</p>
            </div>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="兑换码兑换">
      {masked ? <p className="exchange-phone">兑换账号：{masked}</p> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ code: initialCode }}
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting}>
            立即兑换
          </Button>
        }
      >
        <Form.Item
          name="code"
          label="兑换码"
          normalize={(v: string) => normalizeCode(v)}
          validateTrigger="onSubmit"
          rules={[
            {
              validator: async (_rule: unknown, value: string | undefined) => {
                const message = codeError(normalizeCode(value ?? ''));
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          <Input
            placeholder="请输入兑换码"
            clearable
            maxLength={20}
            autoComplete="off"
            aria-label="兑换码"
          />
        </Form.Item>
      </Form>
      <p className="exchange-tip">兑换码不区分大小写；每个兑换码仅可使用一次，兑换后立即生效。</p>
    </PageFrame>
  );
}
