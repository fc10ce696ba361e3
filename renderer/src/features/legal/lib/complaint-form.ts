import { COMPLAINT_LIMITS } from '@/contracts/api/legal';
import { isEmail, isMobile, validate, type Rule } from '@/lib/validate';

export type ComplaintValues = { content: string; contact: string; images: string[] };
export type ComplaintErrors = Partial<Record<'content' | 'contact' | 'images', string>>;

/** The messages the server answers too (contracts/api/legal.ts), so the form and the API agree. */
const COMPLAINT_MESSAGES = {
  required: '请输入投诉或建议内容',
  length: `内容须为${COMPLAINT_LIMITS.contentMin}-${COMPLAINT_LIMITS.contentMax}个字`,
  contact: '联系方式须为手机号或邮箱',
  images: `最多上传${COMPLAINT_LIMITS.imagesMax}张图片`,
} as const;

const CONTENT_RULES: Rule[] = [
  { required: true, message: COMPLAINT_MESSAGES.required },
  {
    validator: (v) =>
      v.trim().length >= COMPLAINT_LIMITS.contentMin &&
      v.trim().length <= COMPLAINT_LIMITS.contentMax,
    message: COMPLAINT_MESSAGES.length,
  },
];
/** Optional: an empty contact passes (empty values pass every rule but required). */
const CONTACT_RULES: Rule[] = [
  {
    validator: (v) => isMobile(v.trim()) || isEmail(v.trim()),
    message: COMPLAINT_MESSAGES.contact,
  },
];

/** The first message of each invalid field; an empty object when the form can be sent. */
export function validateComplaint(values: ComplaintValues): ComplaintErrors {
  const errors: ComplaintErrors = {};
  const content = validate(values.content, CONTENT_RULES)[0];
  const contact = validate(values.contact.trim(), CONTACT_RULES)[0];
  if (content) errors.content = content;
  if (contact) errors.contact = contact;
  if (values.images.length > COMPLAINT_LIMITS.imagesMax) errors.images = COMPLAINT_MESSAGES.images;
  return errors;
}

/** Image types /image/multiUpload accepts, and its size limit. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be uploaded, or undefined when it can. */
export function uploadProblem(file: { type: string; size: number }): string | undefined {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return '仅支持 png、jpg、gif、webp 图片';
  if (file.size > UPLOAD_MAX_BYTES) return '图片不能超过5MB';
  return undefined;
}
