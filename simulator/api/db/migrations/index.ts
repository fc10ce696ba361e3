import type { Migration } from '../types';
import { coreMigrations } from './core';
import { articleMigrations } from './articles';
import { memberMigrations } from './member';
import { liveMigrations } from './live';
import { liveRoomMigrations } from './live-room';
import { qaMigrations } from './qa';
import { newsMigrations } from './news';
import { legalMigrations } from './legal';
import { examMigrations } from './exam';
import { mallMigrations } from './mall';
import { contributeMigrations } from './contribute';
import { activityMigrations } from './activity';
import { questionnaireMigrations } from './questionnaire';
import { paymentMigrations } from './payment';
import { requestMigrations } from './requests';

/**
 * Every schema step, in order: one array per domain file. To add a domain, create
 * `db/migrations/<domain>.ts` exporting `<domain>Migrations` and add ONE line below.
 * Ids are recorded once applied: never rename or edit an applied step, append a new one.
 */
export const migrations: Migration[] = [
  ...coreMigrations,
  ...memberMigrations,
  ...liveMigrations,
  ...liveRoomMigrations,
  ...qaMigrations,
  ...newsMigrations,
  ...legalMigrations,
  ...articleMigrations,
  ...examMigrations,
  ...mallMigrations,
  ...contributeMigrations,
  ...activityMigrations,
  ...questionnaireMigrations,
  ...paymentMigrations,
  ...requestMigrations,
];
