import {
  CONTRIBUTION_STATUS,
  type Contribution,
  contributeDetailEndpoint,
  contributeSaveEndpoint,
  materialDetailEndpoint,
  materialSaveEndpoint,
} from '@/contracts/api/contribute';
import type { ArticleCategory } from '@/contracts/api/article';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { EMPTY_WORK, type WorkForm, type WorkKind } from '../lib/work-form';
import { rejectReasonOf } from '../lib/work-actions';
import { withoutPendingMarks } from '../lib/pending-marks';

/** A work as the editor opens it from the server. */
export type ServerWork = {
  id: number;
  version: number;
  form: WorkForm;
  /** Whether the server takes changes now (not while under review or once a contribution is published). */
  editable: boolean;
  /** Why not, for the writer. */
  lockedReason: string | null;
  /**
   * Readers see it now (my published article): a draft save would take it offline, so changes
   * stay on the phone until the writer publishes them.
   */
  live: boolean;
  /**
   * A published contribution: what is saved and submitted is its revision (修改稿), reviewed while
   * readers keep the published version.
   */
  revising: boolean;
  /** The essay contest it already entered (shown, no longer the writer's choice). */
  enteredContest: { id: number; title: string } | null;
  /** Why the editors rejected it (or its revision), for the writer to put right; null when not rejected. */
  rejection: string | null;
};

const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const firstImage = (html: string): string | null =>
  /<img[^>]+src="([^"]+)"/i.exec(html)?.[1] ?? null;

type Stored = {
  title: string;
  category: string;
  tags: string[];
  summary: string;
  cover: string | null;
  original: boolean;
  sourceUrl: string | null;
  contentHtml: string;
};

/**
 * The server fills an empty summary from the body and an empty cover with the body's first image;
 * the editor shows those as "not chosen", so they keep following the body as it changes.
 */
export function formOfStored(w: Stored, agreed: boolean): WorkForm {
  const autoSummary = Array.from(textOf(w.contentHtml)).slice(0, 80).join('');
  return {
    ...EMPTY_WORK,
    title: w.title,
    category: w.category,
    tags: w.tags,
    summary: w.summary === autoSummary ? '' : w.summary,
    cover: w.cover && w.cover !== firstImage(w.contentHtml) ? w.cover : '',
    original: w.original,
    sourceUrl: w.sourceUrl ?? '',
    agreed,
    contentHtml: w.contentHtml,
  };
}

/** What the editor says of a rejected work, or of a published work's rejected revision; null otherwise. */
export function rejectionOf(
  c: Pick<Contribution, 'status' | 'rejectReason' | 'revision'>,
): string | null {
  if (c.status === CONTRIBUTION_STATUS.REJECTED)
    return `未通过：${rejectReasonOf(c)}。修改后可重新提交审核`;
  if (
    c.status === CONTRIBUTION_STATUS.PUBLISHED &&
    c.revision?.status === CONTRIBUTION_STATUS.REJECTED
  )
    return `修改稿未通过：${rejectReasonOf(c)}。修改后可重新提交审核`;
  return null;
}

/** GET the work to edit: a contribution (/contribute/detail/:id) or my article (/material/detail/:id). */
export async function fetchWorkForEdit(kind: WorkKind, id: number): Promise<ServerWork> {
  if (kind === 'material') {
    const a = await callEndpoint(materialDetailEndpoint, { params: { id } });
    return {
      id: a.id,
      version: a.version,
      form: formOfStored({ ...a, summary: a.summary }, false),
      editable: true,
      lockedReason: null,
      live: a.status === 'published',
      revising: false,
      enteredContest: null,
      rejection: null,
    };
  }
  const c = await callEndpoint(contributeDetailEndpoint, { params: { id } });
  const revising = c.status === CONTRIBUTION_STATUS.PUBLISHED;
  const lockedReason =
    c.status === CONTRIBUTION_STATUS.REVIEWING
      ? '这篇投稿正在审核中，撤回后才能修改'
      : revising && c.revision?.status === CONTRIBUTION_STATUS.REVIEWING
        ? '这篇作品的修改稿正在审核中，撤回修改稿后才能继续修改'
        : null;
  // A published work opens its revision if there is one, else the published text to start one from.
  const stored = revising && c.revisionWork ? c.revisionWork : c;
  const contest = c.contest;
  // A work sent once was sent with the agreement ticked.
  const form = {
    ...formOfStored(stored, c.submittedAt !== null),
    contestId: contest && !contest.entered ? contest.id : null,
  };
  return {
    id: c.id,
    version: c.version,
    form,
    editable: c.editable,
    lockedReason: c.editable ? null : (lockedReason ?? '这篇投稿暂不能修改'),
    live: false,
    revising,
    enteredContest: contest?.entered ? { id: contest.id, title: contest.title } : null,
    rejection: rejectionOf(c),
  };
}

export type SaveOptions = {
  id: number | null;
  baseVersion: number | null;
  release: boolean;
  clientKey?: string;
  silent?: boolean;
};

/**
 * POST the work: a draft, or with `release` submitted for review (a contribution) or published
 * (my article). Answers the saved id and version.
 */
export async function saveWork(
  kind: WorkKind,
  form: WorkForm,
  o: SaveOptions,
): Promise<{ id: number; version: number }> {
  const common = {
    ...(o.id !== null ? { id: o.id } : {}),
    ...(o.baseVersion !== null ? { baseVersion: o.baseVersion } : {}),
    ...(o.clientKey ? { clientKey: o.clientKey } : {}),
    title: form.title.trim(),
    category: form.category as ArticleCategory,
    // The marks of pictures not uploaded yet are the phone's (a draft saved meanwhile goes without them).
    contentHtml: withoutPendingMarks(form.contentHtml),
    tags: form.tags,
    cover: form.cover,
    original: form.original,
    // A draft may hold a half-typed link; only a release must have a good one.
    ...(form.original ? {} : { sourceUrl: form.sourceUrl.trim() }),
    ...(form.summary.trim() ? { summary: form.summary.trim() } : {}),
  };
  const options = o.silent ? { silent: true } : undefined;
  if (kind === 'material') {
    const a = await callEndpoint(
      materialSaveEndpoint,
      { body: { ...common, publish: o.release } },
      options,
    );
    return { id: a.id, version: a.version };
  }
  const contest = form.contestId !== null ? { contestId: form.contestId } : {};
  const c = await callEndpoint(
    contributeSaveEndpoint,
    { body: { ...common, ...contest, agreed: form.agreed, submit: o.release } },
    options,
  );
  return { id: c.id, version: c.version };
}
