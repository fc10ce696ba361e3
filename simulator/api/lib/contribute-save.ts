import { randomBytes } from 'node:crypto';
import {
  CONTRIBUTION_ACCEPT_POINTS,
  type ContributionSaveBody,
  type MaterialSaveBody,
} from '../../../renderer/src/contracts/api/contribute';
import { WORK_MESSAGES } from '../../../renderer/src/contracts/api/contribute-fields';
import type { Db } from '../db/types';
import { contributionQueries, type ContributionRow, type WorkFields } from '../queries/contribute';
import { materialQueries } from '../queries/materials';
import { badRequest, conflict, notFound } from './envelope';
import { changePoints } from './points-ledger';
import { enterEssayContest } from './essay-entry';
import { syncWorkArticle } from './contribute-article';
import {
  checkForRelease,
  checkVersion,
  contributionOf,
  fieldsOf,
  materialOf,
  myArticle,
  myContribution,
  revisionOf,
} from './contribute-works';

/**
 * Saves a contribution (a draft, or submitted for review when `submit`). A submit carrying a
 * `clientKey` already used on this work answers the work as it is: retried or double-sent, it
 * counts once. A published work is not changed: the save goes to its revision (修改稿), which is
 * reviewed on its own while readers keep the published version. A work opened from the essay
 * contest (`contestId`) enters it when submitted, in the same transaction (a closed or full contest
 * refuses the submit with its reason).
 */
export function saveContribution(
  db: Db,
  userId: number,
  now: number,
  body: ContributionSaveBody & { submit: boolean },
) {
  const q = contributionQueries(db);
  return db.transaction(() => {
    if (body.submit && body.clientKey) {
      const earlier = q.bySubmitKey(userId, body.clientKey);
      if (earlier && (body.id === undefined || earlier.id === body.id))
        return contributionOf(db, earlier);
    }
    if (body.submit) {
      checkForRelease(body);
      if (body.agreed !== true) throw badRequest(WORK_MESSAGES.agreement);
    }
    const f = fieldsOf(body);
    const key = body.submit ? (body.clientKey ?? null) : null;
    const contestId = body.contestId ?? null;
    let id = body.id;
    if (id !== undefined) {
      const c = myContribution(db, id, userId);
      if (c.status === 1) throw conflict('投稿审核中，暂不能修改');
      checkVersion(body, c.version);
      if (c.status === 2) {
        saveRevision(db, c, body.submit, f, now);
        q.bumpVersion(c.id, key);
        return contributionOf(db, myContribution(db, c.id, userId));
      }
      // Saving a draft of a rejected or offline work keeps its status (and the editors' reason) until it is resubmitted.
      const next = body.submit ? 1 : c.status === 3 || c.status === 4 ? c.status : 0;
      q.update(
        id,
        f,
        {
          status: next,
          rejectReason: body.submit ? null : c.reject_reason,
          submittedAt: body.submit ? now : c.submitted_at,
          submitKey: key,
          contestId,
        },
        now,
      );
    } else {
      id = q.insert(
        userId,
        f,
        {
          status: body.submit ? 1 : 0,
          rejectReason: null,
          submittedAt: body.submit ? now : null,
          submitKey: key,
          contestId,
        },
        now,
      );
    }
    if (body.submit && contestId !== null)
      enterEssayContest(db, { userId, contributionId: id, contestId, now });
    return contributionOf(db, myContribution(db, id, userId));
  })();
}

/** Writes the revision of a published work: a draft keeps a rejected revision's reason until it is resubmitted. */
function saveRevision(
  db: Db,
  c: ContributionRow,
  submit: boolean,
  f: WorkFields,
  now: number,
): void {
  const r = revisionOf(db, c.id);
  if (r?.status === 1) throw conflict('修改稿审核中，暂不能修改');
  contributionQueries(db).saveRevision(
    c.id,
    f,
    {
      status: submit ? 1 : r?.status === 3 ? 3 : 0,
      rejectReason: submit ? null : (r?.reject_reason ?? null),
      submittedAt: submit ? now : (r?.submitted_at ?? null),
    },
    now,
  );
}

/**
 * The editors' decision on what waits for them: a work under review is published (first publication
 * date kept) or rejected; a revision under review replaces the published version or is rejected
 * while that version stays online.
 */
export function reviewContribution(
  db: Db,
  id: number,
  approve: boolean,
  reason: string,
  now: number,
) {
  const q = contributionQueries(db);
  return db.transaction(() => {
    const c = q.byId(id);
    const r = c ? revisionOf(db, c.id) : undefined;
    if (c && c.status === 1) {
      q.review(c.id, approve, reason, now);
      // 作品录用得积分: once, when readers first see the work (a work taken offline and approved again earns nothing more).
      if (approve && c.published_at === null)
        changePoints(db, c.user_id, CONTRIBUTION_ACCEPT_POINTS, `投稿录用《${c.title}》`, now);
      if (approve) syncWorkArticle(db, c.id, now);
    } else if (c && c.status === 2 && r?.status === 1) {
      if (approve) {
        q.takeRevision(c.id, r, now);
        q.dropRevision(c.id);
        syncWorkArticle(db, c.id, now);
      } else {
        q.rejectRevision(c.id, reason, now);
      }
    } else {
      throw notFound('没有待审核的该投稿');
    }
    return contributionOf(db, myContribution(db, c.id, c.user_id));
  })();
}

/** Saves a personal article (a draft, or published at once when `publish`), with the same guards. */
export function saveMaterial(
  db: Db,
  userId: number,
  now: number,
  body: MaterialSaveBody & { publish: boolean },
) {
  const q = materialQueries(db);
  return db.transaction(() => {
    if (body.publish && body.clientKey) {
      const earlier = q.bySubmitKey(userId, body.clientKey);
      if (earlier && (body.id === undefined || earlier.id === body.id))
        return { ...materialOf(earlier), contentHtml: earlier.content };
    }
    if (body.publish) checkForRelease(body);
    const f = fieldsOf(body);
    const status = body.publish ? 'published' : 'draft';
    const submitKey = body.publish ? (body.clientKey ?? null) : null;
    let id = body.id;
    if (id !== undefined) {
      const a = myArticle(db, id, userId);
      checkVersion(body, a.version);
      const publishedAt = body.publish ? (a.published_at ?? now) : null;
      q.update(id, f, { status, publishedAt, submitKey }, now);
    } else {
      const publishedAt = body.publish ? now : null;
      id = q.insert(
        userId,
        f,
        { status, publishedAt, submitKey },
        randomBytes(12).toString('hex'),
        now,
      );
    }
    const a = myArticle(db, id, userId);
    return { ...materialOf(a), contentHtml: a.content };
  })();
}
