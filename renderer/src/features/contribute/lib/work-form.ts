import {
  WORK_LIMITS,
  WORK_MESSAGES,
  charLength,
  isHttpUrl,
  visibleLength,
} from '@/contracts/api/contribute-fields';

/** Which editor: a contribution sent to the editors, or the user's own article (我的文章). */
export type WorkKind = 'contribute' | 'material';

/** Everything the writer fills in on the editor page. */
export type WorkForm = {
  title: string;
  category: string;
  tags: string[];
  summary: string;
  /** '' = the body's first image (the default). */
  cover: string;
  original: boolean;
  sourceUrl: string;
  /** 我已阅读并同意《投稿协议》 (contributions only). */
  agreed: boolean;
  contentHtml: string;
  /** The essay contest the work enters when submitted (opened from /essay's 立即投稿); null for none. */
  contestId: number | null;
};

export type WorkField = keyof WorkForm;
export type WorkErrors = Partial<Record<WorkField, string>>;

export const EMPTY_WORK: WorkForm = {
  title: '',
  category: '',
  tags: [],
  summary: '',
  cover: '',
  original: true,
  sourceUrl: '',
  agreed: false,
  contentHtml: '',
  contestId: null,
};

/** The order problems are announced in: the one nearest the top of the page first. */
const FIELD_ORDER: WorkField[] = [
  'title',
  'category',
  'tags',
  'summary',
  'cover',
  'original',
  'sourceUrl',
  'contentHtml',
  'agreed',
];

function titleProblem(title: string): string | undefined {
  const n = charLength(title);
  if (n === 0) return WORK_MESSAGES.titleEmpty;
  if (n < WORK_LIMITS.titleMin) return WORK_MESSAGES.titleShort;
  if (n > WORK_LIMITS.titleMax) return WORK_MESSAGES.titleLong;
  return undefined;
}

function bodyProblem(html: string): string | undefined {
  const n = visibleLength(html);
  const hasImage = /<img\b/i.test(html);
  if (n === 0 && !hasImage) return WORK_MESSAGES.bodyEmpty;
  if (n < WORK_LIMITS.bodyMin) return WORK_MESSAGES.bodyShort;
  if (html.length > WORK_LIMITS.bodyMax) return WORK_MESSAGES.bodyLong;
  return undefined;
}

/**
 * Every rule a work must meet before it is submitted (or published), with the messages the mock
 * API answers too. Drafts need none of them: a half-written article is still worth keeping.
 */
export function validateWork(form: WorkForm, kind: WorkKind): WorkErrors {
  const errors: WorkErrors = {};
  const title = titleProblem(form.title);
  if (title) errors.title = title;
  if (!form.category) errors.category = WORK_MESSAGES.category;
  const tags = form.tags.map((t) => t.trim()).filter(Boolean);
  if (tags.length < WORK_LIMITS.tagsMin || tags.length > WORK_LIMITS.tagsMax)
    errors.tags = WORK_MESSAGES.tags;
  else if (tags.some((t) => charLength(t) > WORK_LIMITS.tagMax))
    errors.tags = WORK_MESSAGES.tagLong;
  if (charLength(form.summary) > WORK_LIMITS.summaryMax) errors.summary = WORK_MESSAGES.summaryLong;
  if (!form.original) {
    if (!form.sourceUrl.trim()) errors.sourceUrl = WORK_MESSAGES.sourceUrlMissing;
    else if (!isHttpUrl(form.sourceUrl) || form.sourceUrl.trim().length > WORK_LIMITS.urlMax)
      errors.sourceUrl = WORK_MESSAGES.sourceUrlBad;
  }
  const body = bodyProblem(form.contentHtml);
  if (body) errors.contentHtml = body;
  if (kind === 'contribute' && !form.agreed) errors.agreed = WORK_MESSAGES.agreement;
  return errors;
}

/** The first problem in page order, for the toast; undefined when the work may be submitted. */
export function firstProblem(errors: WorkErrors): string | undefined {
  for (const field of FIELD_ORDER) if (errors[field]) return errors[field];
  return undefined;
}

/**
 * The server keeps a draft only once it has a title and a body of the minimum length (its schema);
 * until then the draft lives on the phone alone, and the editor says so.
 */
export function canSaveToServer(form: WorkForm): boolean {
  return (
    !titleProblem(form.title) &&
    !bodyProblem(form.contentHtml) &&
    Boolean(form.category) &&
    (form.original || !form.sourceUrl.trim() || isHttpUrl(form.sourceUrl))
  );
}

/** The cover readers will see: the one picked, else the body's first image, else none. */
export function effectiveCover(form: Pick<WorkForm, 'cover' | 'contentHtml'>): string | null {
  if (form.cover) return form.cover;
  return /<img[^>]+src="([^"]+)"/i.exec(form.contentHtml)?.[1] ?? null;
}

/** Adds a tag typed by the writer, or says why not. */
export function addTag(tags: string[], raw: string): { tags: string[]; problem?: string } {
  const tag = raw.trim().replace(/^#/, '');
  if (!tag) return { tags };
  if (charLength(tag) > WORK_LIMITS.tagMax) return { tags, problem: WORK_MESSAGES.tagLong };
  if (tags.includes(tag)) return { tags, problem: '该标签已添加' };
  if (tags.length >= WORK_LIMITS.tagsMax) return { tags, problem: WORK_MESSAGES.tags };
  return { tags: [...tags, tag] };
}

/** Two forms hold the same work (what the writer would lose if one replaced the other). */
export function sameWork(a: WorkForm, b: WorkForm): boolean {
  return (Object.keys(EMPTY_WORK) as WorkField[]).every(
    (k) => JSON.stringify(a[k]) === JSON.stringify(b[k]),
  );
}
