import type { Seed } from '../db/types';
import { usersSeed } from './users';
import { articlesSeed } from './articles';
import { memberSeed } from './member';
import { liveSeed } from './live';
import { qaSeed } from './qa';
import { newsSeed } from './news';
import { staticHtmlSeed } from './static-html';
import { inviteSeed } from './invite';
import { examSeed } from './exam';
import { mallSeed } from './mall';
import { contributeSeed } from './contribute';
import { activitySeed, coinChannelSeed, essaySeed } from './activity';

/**
 * Every domain's seed, in order (later seeds may read rows of earlier ones, e.g. users).
 * To add a domain, create `seed/<domain>.ts` exporting a {@link Seed} and add ONE line below.
 */
export const seeds: Seed[] = [
  usersSeed,
  memberSeed,
  liveSeed,
  qaSeed,
  newsSeed,
  staticHtmlSeed,
  inviteSeed,
  articlesSeed,
  examSeed,
  mallSeed,
  contributeSeed,
  activitySeed,
  essaySeed,
  coinChannelSeed,
];
