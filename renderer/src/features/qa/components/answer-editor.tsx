import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { QA_LIMITS, type QaAnswerEditView } from '@/contracts/api/qa';
import { showSuccess, showToast } from '@/lib/toast';
import { updateAnswer } from '../api/qa-api';
import { validateAnswerEdit } from '../lib/ask-form';
import { useActionKey } from '@/lib/api/action-key';

/** The edit form of one answer: the question for context, the text, and an optional reason. */
export function AnswerEditor({ view }: { view: QaAnswerEditView }) {
  const navigate = useNavigate();
  const [content, setContent] = useState(view.answer.content);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const key = useActionKey('answer');
  const save = async () => {
    const message = validateAnswerEdit(view.answer.content, content);
    setError(message);
    if (message) {
      showToast(message);
      return;
    }
    setSaving(true);
    try {
      await key.send(
        { content: content.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
        (body) => updateAnswer(String(view.answer.id), body),
      );
      showSuccess('修改成功');
      navigate(`/qa/detail/${view.question.id}`, { replace: true });
    } catch {
      // Toasted by the http client; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <section className="qa-section">
        <div className="qa-meta">原问题</div>
        <h1 className="qa-title" style={{ fontSize: 16, marginTop: 4 }}>
          {view.question.title}
        </h1>
      </section>
      <Form layout="vertical">
        <Form.Item label="回答内容">
          <TextArea
            aria-label="回答内容"
            placeholder="请输入回答内容"
            value={content}
            onChange={(v) => {
              setContent(v);
              setError(undefined);
            }}
            rows={12}
            maxLength={QA_LIMITS.answerMax}
            showCount
          />
          {error ? <div className="qa-form-error">{error}</div> : null}
        </Form.Item>
        <Form.Item label="修改说明（选填）">
          <Input
            aria-label="修改说明"
            placeholder="如：补充最新政策文号"
            value={note}
            maxLength={50}
            onChange={setNote}
          />
        </Form.Item>
      </Form>
      <div className="qa-footer">
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          保存修改
        </Button>
      </div>
    </>
  );
}
