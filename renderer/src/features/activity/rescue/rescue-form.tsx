import { useRef, useState, type FormEvent } from 'react';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { RESCUE_LIMITS, type RescueApplication, type RescueRegion } from '@/contracts/api/rescue';
import { uploadImages } from '@/lib/api/common';
import { ensureLoggedIn } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { submitRescue } from '../api/rescue-api';
import {
  EMPTY_RESCUE_FORM,
  firstInvalid,
  normalise,
  validateRescue,
  type RescueField,
  type RescueFormErrors,
  type RescueFormValues,
} from './rescue-form-rules';
import { imageProblem } from './image-problem';

const TEXT_FIELDS = [
  {
    name: 'companyName',
    label: '企业名称',
    placeholder: '请填写营业执照上的企业全称',
    maxLength: RESCUE_LIMITS.companyMax,
  },
  {
    name: 'creditCode',
    label: '统一社会信用代码',
    placeholder: '18位统一社会信用代码',
    maxLength: 18,
  },
] as const;
const CONTACT_FIELDS = [
  {
    name: 'contactName',
    label: '联系人',
    placeholder: '请填写联系人姓名',
    maxLength: RESCUE_LIMITS.contactMax,
    type: 'text',
  },
  {
    name: 'phone',
    label: '手机号',
    placeholder: '顾问将拨打此号码与您联系',
    maxLength: 11,
    type: 'tel',
  },
] as const;

async function upload(file: File): Promise<ImageUploadItem> {
  const url = (await uploadImages([file])).urls[0];
  if (!url) throw new Error('上传失败');
  return { url };
}

/**
 * The consultation request: every field checked by the generic validator (the server's messages)
 * before sending, up to 3 photos of the damage, one send at a time with one client key, so a
 * retried send answers the same record.
 */
export function RescueForm({
  regions,
  onSubmitted,
}: {
  regions: RescueRegion[];
  onSubmitted: (application: RescueApplication) => void;
}) {
  const [values, setValues] = useState<RescueFormValues>(EMPTY_RESCUE_FORM);
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [errors, setErrors] = useState<RescueFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [clientKey] = useState(() => `rescue-${crypto.randomUUID()}`);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: RescueField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorId = (field: RescueField | 'images') => `rescue-${field}-error`;
  const a11y = (field: RescueField) => ({
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const errorOf = (field: RescueField | 'images') =>
    errors[field] ? (
      <span className="rescue-form__error" id={errorId(field)} role="alert">
        {errors[field]}
      </span>
    ) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRescue(values, images.length);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      if (!(await ensureLoggedIn())) return;
      onSubmitted(
        await submitRescue({ ...normalise(values), images: images.map((i) => i.url), clientKey }),
      );
    } catch {
      // Refusals (您已提交过申请…, 该企业已提交过申请…) were toasted with the server's msg; what was typed stays.
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="rescue-form"
      aria-label="咨询申请"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <fieldset className="rescue-form__group">
        <legend className="rescue-form__legend">企业信息</legend>
        {TEXT_FIELDS.map((f) => (
          <div key={f.name} className="rescue-form__field">
            <label className="rescue-form__field">
              <span className="rescue-form__label">{f.label}</span>
              <input
                className="rescue-form__input"
                name={f.name}
                value={values[f.name]}
                placeholder={f.placeholder}
                maxLength={f.maxLength}
                autoCapitalize={f.name === 'creditCode' ? 'characters' : undefined}
                {...a11y(f.name)}
                onChange={(e) => set(f.name)(e.target.value)}
              />
            </label>
            {errorOf(f.name)}
          </div>
        ))}
        <div className="rescue-form__field">
          <label className="rescue-form__field">
            <span className="rescue-form__label">所在受灾地区</span>
            <select
              className="rescue-form__input"
              name="region"
              value={values.region}
              {...a11y('region')}
              onChange={(e) => set('region')(e.target.value)}
            >
              <option value="">请选择</option>
              {regions.map((r) => (
                <option key={r.name} value={r.name}>
                  {r.name}（{r.disaster}）
                </option>
              ))}
            </select>
          </label>
          {errorOf('region')}
        </div>
      </fieldset>
      <fieldset className="rescue-form__group">
        <legend className="rescue-form__legend">联系方式</legend>
        {CONTACT_FIELDS.map((f) => (
          <div key={f.name} className="rescue-form__field">
            <label className="rescue-form__field">
              <span className="rescue-form__label">{f.label}</span>
              <input
                className="rescue-form__input"
                name={f.name}
                type={f.type}
                inputMode={f.type === 'tel' ? 'numeric' : undefined}
                value={values[f.name]}
                placeholder={f.placeholder}
                maxLength={f.maxLength}
                {...a11y(f.name)}
                onChange={(e) => set(f.name)(e.target.value)}
              />
            </label>
            {errorOf(f.name)}
          </div>
        ))}
      </fieldset>
      <fieldset className="rescue-form__group">
        <legend className="rescue-form__legend">咨询内容</legend>
        <div className="rescue-form__field">
          <label className="rescue-form__field">
            <span className="rescue-form__label">问题描述</span>
            <textarea
              className="rescue-form__input rescue-form__textarea"
              name="question"
              rows={5}
              value={values.question}
              maxLength={RESCUE_LIMITS.questionMax}
              placeholder={`受灾情况与想咨询的涉税问题（${RESCUE_LIMITS.questionMin}-${RESCUE_LIMITS.questionMax}字）`}
              {...a11y('question')}
              onChange={(e) => set('question')(e.target.value)}
            />
          </label>
          <span className="rescue-form__count" aria-hidden="true">
            {values.question.trim().length}/{RESCUE_LIMITS.questionMax}
          </span>
          {errorOf('question')}
        </div>
        <div className="rescue-form__field">
          <span className="rescue-form__label" id="rescue-images-label">
            受灾证明或现场照片（选填，最多{RESCUE_LIMITS.imagesMax}张）
          </span>
          <div role="group" aria-labelledby="rescue-images-label">
            <ImageUploader
              value={images}
              onChange={(items) => {
                setImages(items);
                setErrors((e) => ({ ...e, images: undefined }));
              }}
              upload={upload}
              maxCount={RESCUE_LIMITS.imagesMax}
              accept="image/png,image/jpeg,image/gif,image/webp"
              beforeUpload={(file) => {
                const problem = imageProblem(file);
                if (problem) showToast(problem);
                return problem ? null : file;
              }}
              onCountExceed={() => showToast(`最多上传${RESCUE_LIMITS.imagesMax}张图片`)}
            />
          </div>
          {errorOf('images')}
        </div>
      </fieldset>
      <button type="submit" className="rescue-form__submit" disabled={submitting}>
        {submitting ? '提交中…' : '提交申请'}
      </button>
      <p className="rescue-form__hint">信息仅用于本次税务咨询，顾问将在2个工作日内电话联系您。</p>
    </form>
  );
}
