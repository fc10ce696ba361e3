import type { Migration } from '../types';

/** Activities and their sign-ups, the rescue-area consultation's areas and request details. */
export const activityMigrations: Migration[] = [
  {
    // The request (table from member-001) gains what /rescue/apply asks now; a retried send is found by its client key.
    id: 'activity-001-rescue',
    up: `
      ALTER TABLE rescue_applications ADD COLUMN credit_code TEXT;
      ALTER TABLE rescue_applications ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE rescue_applications ADD COLUMN status INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE rescue_applications ADD COLUMN client_key TEXT;
      CREATE INDEX rescue_applications_user ON rescue_applications(user_id, created_at);
      CREATE TABLE rescue_regions (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, disaster TEXT NOT NULL
      );
    `,
  },
  {
    // One sign-up per user and activity (the key makes a repeated request a no-op); check_code is shown at the door.
    id: 'activity-002-activities',
    up: `
      CREATE TABLE activities (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, content TEXT NOT NULL,
        host TEXT NOT NULL, location TEXT NOT NULL, online INTEGER NOT NULL,
        signup_start INTEGER NOT NULL, signup_end INTEGER NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL,
        capacity INTEGER NOT NULL, price_cents INTEGER NOT NULL
      );
      CREATE TABLE activity_signups (
        id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES activities(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL, phone TEXT NOT NULL, company TEXT, check_code TEXT NOT NULL, created_at INTEGER NOT NULL,
        UNIQUE (activity_id, user_id)
      );
    `,
  },
  {
    // The free consultation coupon of /consult: one claim per user (the key makes a repeated request a no-op).
    id: 'activity-003-consult-coupon',
    up: `
      CREATE TABLE consult_coupon_claims (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        coupon_code TEXT NOT NULL, claimed_at INTEGER NOT NULL
      );
    `,
  },
  {
    // The essay contest: a contribution enters once (its id is the key); the contest's dates are the server's.
    id: 'activity-004-essay',
    up: `
      CREATE TABLE essay_contests (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, theme TEXT NOT NULL, rules TEXT NOT NULL, prizes TEXT NOT NULL,
        submit_start INTEGER NOT NULL, submit_end INTEGER NOT NULL, announce_at INTEGER NOT NULL, max_entries INTEGER NOT NULL
      );
      CREATE TABLE essay_entries (
        contribution_id INTEGER PRIMARY KEY REFERENCES contributions(id) ON DELETE CASCADE,
        contest_id INTEGER NOT NULL REFERENCES essay_contests(id), user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        entered_at INTEGER NOT NULL
      );
      CREATE INDEX essay_entries_user ON essay_entries(contest_id, user_id);
    `,
  },
  {
    // Channel landing pages give new users a coin gift once (the user is the key, whatever the channel).
    id: 'activity-005-coins',
    up: `
      CREATE TABLE coin_channels (
        code TEXT PRIMARY KEY, name TEXT NOT NULL, gift_coins INTEGER NOT NULL, ends_at INTEGER NOT NULL
      );
      CREATE TABLE user_coins (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, balance INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE coin_gift_claims (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, channel TEXT NOT NULL REFERENCES coin_channels(code),
        coins INTEGER NOT NULL, claimed_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Coin top-ups (order type 7) and what coins are spent on: every change of a balance is a bill;
    // an unlock carries the client's key, so a retried request spends nothing twice.
    id: 'activity-006-coin-packages',
    up: `
      CREATE TABLE coin_packages (
        id INTEGER PRIMARY KEY, coins INTEGER NOT NULL, bonus INTEGER NOT NULL, price_cents INTEGER NOT NULL
      );
      INSERT INTO coin_packages (id, coins, bonus, price_cents) VALUES (1, 60, 0, 600), (2, 300, 20, 3000), (3, 680, 60, 6800), (4, 1280, 160, 12800);
      CREATE TABLE coin_bills (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, delta INTEGER NOT NULL,
        reason TEXT NOT NULL, ref TEXT NOT NULL, client_key TEXT, created_at INTEGER NOT NULL, UNIQUE (user_id, client_key)
      );
    `,
  },
];
