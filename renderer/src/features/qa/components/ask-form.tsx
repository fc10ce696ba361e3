import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { QA_LIMITS } from '@/contracts/api/qa';
import { PageFrame } from '@/components/page-frame';
import { ErrorState } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { ensureLoggedIn } from '@/lib/auth';
import { showSuccess, showToast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { askQuestion, fetchQaTags } from '../api/qa-api';
import { useRequest } from '@/lib/hooks/use-request';
import { toggleTag, validateAsk, type AskErrors, type AskValues } from '../lib/ask-form';
import { useActionKey } from '@/lib/api/action-key';
import './qa.css';

/**
 * Asking a question (/qa/content and /v1/qa/content): title, description and 1-3 tags, checked as
 * the server checks them; sending needs login (the overlay or the app's login), then the new
 * question opens. `detailPath` is where it opens (in-app or h5 detail).
 */
export function AskForm({ title, detailPath }: { title: string; detailPath: string }) {
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const tags = useRequest(fetchQaTags, 'tags');
  const [values, setValues] = useState<AskValues>({ title: '', content: '', tags: [] });
  const [errors, setErrors] = useState<AskErrors>({});
  const [sending, setSending] = useState(false);
  const key = useActionKey('qa');

  const set = <K extends keyof AskValues>(key: K, value: AskValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async () => {
    const found = validateAsk(values);
    setErrors(found);
    const first = found.title ?? found.content ?? found.tags;
    if (first) {
      showToast(first);
      return;
    }
    if (!(await ensureLoggedIn())) return;
    setSending(true);
    try {
      const { id } = await key.send(
        { title: values.title.trim(), content: values.content.trim(), tags: values.tags },
        askQuestion,
      );
      showSuccess('提问成功');
      navigate(`${detailPath}/${id}`, { replace: true });
    } catch {
      // The http client has toasted the server's message; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title={title}>
      {loggedIn ? null : (
        <div className="qa-section qa-meta" role="note">
          提交问题需要登录，未注册的手机号验证后将自动创建账号。
        </div>
      )}
      <Form layout="vertical" aria-label="提问">
        <Form.Item
          label="问题标题"
          description={`${values.title.trim().length}/${QA_LIMITS.titleMax}`}
        >
          <Input
            aria-label="问题标题"
            placeholder={`一句话描述您的问题（${QA_LIMITS.titleMin}-${QA_LIMITS.titleMax}字）`}
            value={values.title}
            maxLength={QA_LIMITS.titleMax}
            onChange={(v) => set('title', v)}
          />
          {errors.title ? <div className="qa-form-error">{errors.title}</div> : null}
        </Form.Item>
        <Form.Item label="问题描述">
          <TextArea
            aria-label="问题描述"
            placeholder="请说明业务背景、涉及金额和您已了解的政策，专家会解答得更准确"
            value={values.content}
            maxLength={QA_LIMITS.contentMax}
            showCount
            rows={6}
            onChange={(v) => set('content', v)}
          />
          {errors.content ? <div className="qa-form-error">{errors.content}</div> : null}
        </Form.Item>
        <Form.Item label={`选择标签（最多${QA_LIMITS.tagsMax}个）`}>
          {tags.loading ? (
            <PageLoading />
          ) : tags.error ? (
            <ErrorState error={tags.error} onRetry={tags.reload} />
          ) : (
            <div className="qa-tags" role="group" aria-label="标签">
              {(tags.data ?? []).map((t) => {
                const on = values.tags.includes(t);
                return (
                  <button
                    key={t}
                    type="button"
                    role="checkbox"
                    aria-checked={on}
                    className={on ? 'qa-chip qa-chip--on' : 'qa-chip'}
                    onClick={() => {
                      const next = toggleTag(values.tags, t);
                      if (next.refused) showToast(`最多选择${QA_LIMITS.tagsMax}个标签`);
                      set('tags', next.tags);
                    }}
                  >
                    {t}
                  </button>
                );
              })}
            </div>
          )}
          {errors.tags ? <div className="qa-form-error">{errors.tags}</div> : null}
        </Form.Item>
      </Form>
      <div className="qa-footer">
        <Button block color="primary" loading={sending} onClick={() => void submit()}>
          提交问题
        </Button>
      </div>
    </PageFrame>
  );
}
