import { useState, type ReactNode } from 'react';
import { ARTICLE_CATEGORIES } from '@/contracts/api/article';
import { WORK_LIMITS, charLength } from '@/contracts/api/contribute-fields';
import { Button } from '@/components/button';
import { uploadImages } from '@/lib/api/common';
import { showToast } from '@/lib/toast';
import { compressImage } from '../lib/compress-image';
import { imageProblem } from '../lib/rich-text';
import {
  addTag,
  effectiveCover,
  type WorkErrors,
  type WorkField,
  type WorkForm,
} from '../lib/work-form';

type FieldsProps = {
  form: WorkForm;
  errors: WorkErrors;
  update: <K extends WorkField>(field: K, value: WorkForm[K]) => void;
};

/** A field's message, tied to its control by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="work-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

function Field({
  label,
  htmlFor,
  children,
  counter,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
  counter?: string;
}) {
  return (
    <div className="work-field">
      <div className="work-field__head">
        {htmlFor ? (
          <label htmlFor={htmlFor}>{label}</label>
        ) : (
          <span className="work-field__label">{label}</span>
        )}
        {counter ? <span className="work-field__counter">{counter}</span> : null}
      </div>
      {children}
    </div>
  );
}

export function TitleField({ form, errors, update }: FieldsProps) {
  return (
    <Field
      label="标题"
      htmlFor="work-title"
      counter={`${charLength(form.title)}/${WORK_LIMITS.titleMax}`}
    >
      <input
        id="work-title"
        className="work-input work-input--title"
        value={form.title}
        placeholder={`请输入标题（${WORK_LIMITS.titleMin}-${WORK_LIMITS.titleMax}字）`}
        aria-invalid={Boolean(errors.title) || undefined}
        aria-describedby={errors.title ? 'work-title-error' : undefined}
        onChange={(e) => update('title', e.target.value)}
      />
      <FieldError id="work-title-error" message={errors.title} />
    </Field>
  );
}

export function CategoryField({ form, errors, update }: FieldsProps) {
  return (
    <fieldset
      className="work-field work-choices"
      aria-describedby={errors.category ? 'work-category-error' : undefined}
    >
      <legend className="work-field__label">分类</legend>
      {Object.entries(ARTICLE_CATEGORIES).map(([value, label]) => (
        <label
          key={value}
          className={`work-chip${form.category === value ? ' work-chip--on' : ''}`}
        >
          <input
            type="radio"
            name="work-category"
            value={value}
            checked={form.category === value}
            onChange={() => update('category', value)}
          />
          {label}
        </label>
      ))}
      <FieldError id="work-category-error" message={errors.category} />
    </fieldset>
  );
}

export function TagsField({ form, errors, update }: FieldsProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const result = addTag(form.tags, draft);
    if (result.problem) showToast(result.problem);
    else setDraft('');
    if (result.tags !== form.tags) update('tags', result.tags);
  };
  return (
    <Field
      label={`标签（${WORK_LIMITS.tagsMin}-${WORK_LIMITS.tagsMax}个）`}
      htmlFor="work-tag"
      counter={`${form.tags.length}/${WORK_LIMITS.tagsMax}`}
    >
      <ul className="work-tags" aria-label="已添加的标签">
        {form.tags.map((tag) => (
          <li key={tag} className="work-tag">
            {tag}
            <button
              type="button"
              className="work-tag__remove"
              aria-label={`移除标签${tag}`}
              onClick={() =>
                update(
                  'tags',
                  form.tags.filter((t) => t !== tag),
                )
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="work-tag-input">
        <input
          id="work-tag"
          className="work-input"
          value={draft}
          enterKeyHint="done"
          placeholder={`输入标签，每个不超过${WORK_LIMITS.tagMax}字`}
          aria-invalid={Boolean(errors.tags) || undefined}
          aria-describedby={errors.tags ? 'work-tags-error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter while an IME is composing picks the candidate; it must not add a half tag.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="small" color="primary" fill="outline" onClick={add}>
          添加标签
        </Button>
      </div>
      <FieldError id="work-tags-error" message={errors.tags} />
    </Field>
  );
}

export function SummaryField({ form, errors, update }: FieldsProps) {
  return (
    <Field
      label="摘要（选填）"
      htmlFor="work-summary"
      counter={`${charLength(form.summary)}/${WORK_LIMITS.summaryMax}`}
    >
      <textarea
        id="work-summary"
        className="work-input"
        rows={3}
        value={form.summary}
        placeholder="不填则取正文开头"
        aria-invalid={Boolean(errors.summary) || undefined}
        aria-describedby={errors.summary ? 'work-summary-error' : undefined}
        onChange={(e) => update('summary', e.target.value)}
      />
      <FieldError id="work-summary-error" message={errors.summary} />
    </Field>
  );
}

export function CoverField({ form, update }: FieldsProps) {
  const [uploading, setUploading] = useState(false);
  const cover = effectiveCover(form);
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const file = await compressImage(picked);
    const problem = imageProblem(file);
    if (problem) {
      showToast(problem);
      return;
    }
    setUploading(true);
    try {
      const url = (await uploadImages([file])).urls[0];
      if (url) update('cover', url);
    } catch {
      showToast('图片上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };
  return (
    <Field label="封面">
      <div className="work-cover">
        {cover ? (
          <img className="work-cover__img" src={cover} alt="封面预览" />
        ) : (
          <p className="work-cover__none">暂无封面：默认使用正文第一张图片</p>
        )}
        <div className="work-cover__actions">
          <label className="work-cover__upload">
            {uploading ? '上传中…' : '上传封面'}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              disabled={uploading}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {form.cover ? (
            <Button size="small" fill="none" onClick={() => update('cover', '')}>
              使用正文首图
            </Button>
          ) : null}
        </div>
      </div>
    </Field>
  );
}

export function SourceField({ form, errors, update }: FieldsProps) {
  return (
    <fieldset className="work-field work-choices">
      <legend className="work-field__label">来源</legend>
      {[
        { value: true, label: '原创' },
        { value: false, label: '转载' },
      ].map((o) => (
        <label
          key={o.label}
          className={`work-chip${form.original === o.value ? ' work-chip--on' : ''}`}
        >
          <input
            type="radio"
            name="work-original"
            checked={form.original === o.value}
            onChange={() => update('original', o.value)}
          />
          {o.label}
        </label>
      ))}
      {form.original ? null : (
        <div className="work-source">
          <label htmlFor="work-source-url">原文链接</label>
          <input
            id="work-source-url"
            className="work-input"
            type="url"
            inputMode="url"
            value={form.sourceUrl}
            placeholder="https://"
            aria-invalid={Boolean(errors.sourceUrl) || undefined}
            aria-describedby={errors.sourceUrl ? 'work-source-error' : undefined}
            onChange={(e) => update('sourceUrl', e.target.value)}
          />
          <FieldError id="work-source-error" message={errors.sourceUrl} />
        </div>
      )}
    </fieldset>
  );
}

export function AgreementField({ form, errors, update }: FieldsProps) {
  return (
    <div className="work-field">
      <label className="work-agree">
        <input
          type="checkbox"
          checked={form.agreed}
          aria-invalid={Boolean(errors.agreed) || undefined}
          aria-describedby={errors.agreed ? 'work-agree-error' : undefined}
          onChange={(e) => update('agreed', e.target.checked)}
        />
        我已阅读并同意《投稿协议》：投稿须为本人原创或已注明出处的转载，编辑部可对稿件做必要的文字修改。
      </label>
      <FieldError id="work-agree-error" message={errors.agreed} />
    </div>
  );
}
