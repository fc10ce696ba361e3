import { QA_LIMITS } from '@/contracts/api/qa';
import { validate, type Rule } from '@/lib/validate';

export type AskValues = { title: string; content: string; tags: string[] };
export type AskErrors = Partial<Record<keyof AskValues, string>>;

const length = (min: number, max: number, message: string): Rule => ({
  validator: (v) => v.trim().length >= min && v.trim().length <= max,
  message,
});

/** The same rules the server applies (contracts/api/qa.ts), checked before sending. */
const RULES = {
  title: [
    { required: true, message: '请输入问题标题' },
    length(
      QA_LIMITS.titleMin,
      QA_LIMITS.titleMax,
      `问题标题须为${QA_LIMITS.titleMin}-${QA_LIMITS.titleMax}个字`,
    ),
  ],
  content: [
    { required: true, message: '请描述您的问题' },
    length(
      QA_LIMITS.contentMin,
      QA_LIMITS.contentMax,
      `问题描述须为${QA_LIMITS.contentMin}-${QA_LIMITS.contentMax}个字`,
    ),
  ],
} satisfies Record<string, Rule[]>;

/** The first message of each invalid field (an empty object when the question can be sent). */
export function validateAsk(values: AskValues): AskErrors {
  const errors: AskErrors = {};
  const title = validate(values.title, RULES.title)[0];
  const content = validate(values.content, RULES.content)[0];
  if (title) errors.title = title;
  if (content) errors.content = content;
  if (values.tags.length === 0) errors.tags = '请至少选择一个标签';
  else if (values.tags.length > QA_LIMITS.tagsMax)
    errors.tags = `最多选择${QA_LIMITS.tagsMax}个标签`;
  return errors;
}

/** Toggles a tag, refusing a fourth one. Returns the new selection and whether it was refused. */
export function toggleTag(
  selected: readonly string[],
  tag: string,
): { tags: string[]; refused: boolean } {
  if (selected.includes(tag)) return { tags: selected.filter((t) => t !== tag), refused: false };
  if (selected.length >= QA_LIMITS.tagsMax) return { tags: [...selected], refused: true };
  return { tags: [...selected, tag], refused: false };
}

/** An answer edit: the server's limits, and it must change something. */
export function validateAnswerEdit(original: string, content: string): string | undefined {
  const text = content.trim();
  if (!text) return '请输入回答内容';
  if (text.length < QA_LIMITS.answerMin || text.length > QA_LIMITS.answerMax)
    return `回答内容须为${QA_LIMITS.answerMin}-${QA_LIMITS.answerMax}个字`;
  if (text === original.trim()) return '回答内容没有变化';
  return undefined;
}
