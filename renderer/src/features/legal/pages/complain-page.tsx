import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Form,
  ImageUploader,
  Input,
  Selector,
  TextArea,
  type ImageUploadItem,
} from 'antd-mobile';
import { COMPLAINT_LIMITS, COMPLAINT_TYPES, complaintTypeLabels } from '@/contracts/api/legal';
import { PageFrame } from '@/components/page-frame';
import { submitComplaint, uploadImages } from '@/lib/api/common';
import { showSuccess, showToast } from '@/lib/toast';
import { uploadProblem, validateComplaint, type ComplaintErrors } from '../lib/complaint-form';
import { useActionKey } from '@/lib/api/action-key';
import '../components/legal.css';

type ComplaintType = (typeof COMPLAINT_TYPES)[number];
const TYPE_OPTIONS = COMPLAINT_TYPES.map((value) => ({ value, label: complaintTypeLabels[value] }));

/** Uploads one picked image to /image/multiUpload; the uploader shows it with the URL answered. */
async function upload(file: File): Promise<ImageUploadItem> {
  const result = await uploadImages([file]);
  const url = result.urls[0];
  if (!url) throw new Error('上传失败');
  return { url };
}

/** /complain — complaints and suggestions: text, optional contact, up to 3 screenshots. */
export function ComplainPage() {
  const navigate = useNavigate();
  const [type, setType] = useState<ComplaintType>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const [sending, setSending] = useState(false);
  const key = useActionKey('complaint');

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };

  const submit = async () => {
    const values = { content, contact, images: images.map((i) => i.url) };
    const found = validateComplaint(values);
    setErrors(found);
    const first = found.content ?? found.contact ?? found.images;
    if (first) {
      showToast(first);
      return;
    }
    setSending(true);
    try {
      await key.send(
        {
          type,
          content: content.trim(),
          ...(contact.trim() ? { contact: contact.trim() } : {}),
          images: values.images,
        },
        submitComplaint,
      );
      showSuccess('提交成功，感谢您的反馈');
      back();
    } catch {
      // The http client has toasted the server's message; what was typed stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title="投诉与建议">
      <Form layout="vertical" aria-label="投诉与建议">
        <Form.Item label="反馈类型">
          <Selector options={TYPE_OPTIONS} value={[type]} onChange={(v) => v[0] && setType(v[0])} />
        </Form.Item>
        <Form.Item label="反馈内容" required>
          <TextArea
            aria-label="反馈内容"
            placeholder={`请详细描述您遇到的问题或建议（${COMPLAINT_LIMITS.contentMin}-${COMPLAINT_LIMITS.contentMax}字）`}
            value={content}
            onChange={(v) => {
              setContent(v);
              setErrors((e) => ({ ...e, content: undefined }));
            }}
            rows={6}
            maxLength={COMPLAINT_LIMITS.contentMax}
            showCount
          />
          {errors.content ? (
            <div className="legal-form-error" role="alert">
              {errors.content}
            </div>
          ) : null}
        </Form.Item>
        <Form.Item label={`图片（选填，最多${COMPLAINT_LIMITS.imagesMax}张）`}>
          <ImageUploader
            value={images}
            onChange={setImages}
            upload={upload}
            maxCount={COMPLAINT_LIMITS.imagesMax}
            accept="image/png,image/jpeg,image/gif,image/webp"
            beforeUpload={(file) => {
              const problem = uploadProblem(file);
              if (problem) showToast(problem);
              return problem ? null : file;
            }}
            onCountExceed={() => showToast(`最多上传${COMPLAINT_LIMITS.imagesMax}张图片`)}
          />
        </Form.Item>
        <Form.Item label="联系方式（选填）">
          <Input
            aria-label="联系方式"
            placeholder="手机号或邮箱，方便我们回复您"
            value={contact}
            maxLength={60}
            onChange={(v) => {
              setContact(v);
              setErrors((e) => ({ ...e, contact: undefined }));
            }}
          />
          {errors.contact ? (
            <div className="legal-form-error" role="alert">
              {errors.contact}
            </div>
          ) : null}
        </Form.Item>
      </Form>
      <p className="legal-hint">
        我们会在3个工作日内处理您的反馈。紧急问题请拨打客服热线 400-800-1234（工作日 9:00-18:00）。
      </p>
      <div className="legal-footer">
        <Button block color="primary" loading={sending} onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </PageFrame>
  );
}
