import { CONTRIBUTION_STATUS, type Contribution } from '@/contracts/api/contribute';

/** Where readers open a published work or personal article (and like and collect it). */
export const publicArticlePath = (articleId: number): string => `/v2/article/personal/${articleId}`;

/** The public article of a work while readers can open it, else null (not published, or offline). */
export function publicArticleOf(work: Pick<Contribution, 'status' | 'articleId'>): string | null {
  return work.status === CONTRIBUTION_STATUS.PUBLISHED && work.articleId !== null
    ? publicArticlePath(work.articleId)
    : null;
}
