/**
 * The tax topics the article seed writes about: each is one policy document (real document numbers of
 * Chinese tax law), its key points, a table, the documents it is read with, and a worked case.
 * Articles are composed from these by seed/articles.ts.
 */
import { FIRST_ARTICLE_TOPICS } from './article-topics-first';
import { SECOND_ARTICLE_TOPICS } from './article-topics-second';
import { MORE_ARTICLE_TOPICS } from './article-topics-more';

export { PERSONAL_THEMES } from './personal-themes';

export type ArticleTopic = {
  /** Short name used in titles, e.g. 小微企业普惠性减免. */
  short: string;
  /** The document's own title. */
  docTitle: string;
  /** As written, e.g. 财税〔2019〕13号; issuer/year/seq are its parts (issuer without spaces). */
  docNumber: string;
  issuer: string;
  year: number | null;
  seq: number;
  category: 'policy' | 'practice' | 'case' | 'law' | 'planning';
  tags: readonly string[];
  points: readonly string[];
  table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Document numbers cited in the body (linked by the app when an article carries them). */
  related: readonly string[];
  /** A worked case: the facts and the answer. */
  caseFacts: string;
  caseAnswer: string;
  risks: readonly string[];
  /** A sample PDF attached to the policy-text article. */
  attachment?: string;
  /** First year articles about it appear (default: its year, not before 2019). */
  since?: number;
};

/** Every topic, in the order the seed writes them (split over three data modules). */
export const ARTICLE_TOPICS: readonly ArticleTopic[] = [
  ...FIRST_ARTICLE_TOPICS,
  ...SECOND_ARTICLE_TOPICS,
  ...MORE_ARTICLE_TOPICS,
];
