import { defineQueries } from '../db/queries';

/** A token with the user it signs in. */
export type TokenRow = {
  user_id: number;
  expired: number;
  phone: string;
  nickname: string;
  user_type: number;
};
export type SmsCodeRow = { id: number; code: string; sent_at: number; used: number };
export type SentSmsRow = {
  phone: string;
  type: number;
  code: string;
  sent_at: number;
  used: number;
};
export type CaptchaRow = { answer: string; created_at: number; attempts: number; verified: number };

/** Signing in: SMS codes, session tokens and the picture captchas guarding SMS sends. */
export const sessionQueries = defineQueries((db) => {
  const token = db.prepare<[string], TokenRow>(
    `SELECT t.user_id, t.expired, u.phone, u.nickname, u.user_type
           FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?`,
  );
  const addToken = db.prepare<[string, number, number]>(
    'INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)',
  );
  const logout = db.prepare<[string]>('UPDATE tokens SET expired = 1 WHERE token = ?');
  const expireToken = db.prepare<[string]>(
    'UPDATE tokens SET expired = 1 WHERE token = ? AND expired = 0',
  );
  const expirePhone = db.prepare<[string]>(
    'UPDATE tokens SET expired = 1 WHERE expired = 0 AND user_id = (SELECT id FROM users WHERE phone = ?)',
  );

  const latestCode = db.prepare<[string], SmsCodeRow>(
    'SELECT id, code, sent_at, used FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
  );
  const useCode = db.prepare<[number]>('UPDATE sms_codes SET used = 1 WHERE id = ?');
  const lastSent = db.prepare<[string], { sent_at: number }>(
    'SELECT sent_at FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC LIMIT 1',
  );
  const codesSent = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?',
  );
  const addCode = db.prepare<[string, number, string, number]>(
    'INSERT INTO sms_codes (phone, type, code, sent_at) VALUES (?, ?, ?, ?)',
  );
  const sent = db.prepare<[string | null, string | null, number], SentSmsRow>(
    'SELECT phone, type, code, sent_at, used FROM sms_codes WHERE (? IS NULL OR phone = ?) ORDER BY sent_at DESC, id DESC LIMIT ?',
  );

  const captchaCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM captchas');
  const addCaptcha = db.prepare<[string, string, number]>(
    'INSERT INTO captchas (token, answer, created_at) VALUES (?, ?, ?)',
  );
  const captcha = db.prepare<[string], CaptchaRow>(
    'SELECT answer, created_at, attempts, verified FROM captchas WHERE token = ?',
  );
  const captchaMiss = db.prepare<[string]>(
    'UPDATE captchas SET attempts = attempts + 1 WHERE token = ?',
  );
  const captchaPass = db.prepare<[string]>('UPDATE captchas SET verified = 1 WHERE token = ?');
  const captchaSpend = db.prepare<[string]>(
    'UPDATE captchas SET verified = 2 WHERE token = ? AND verified = 1',
  );

  return {
    token: (t: string) => token.get(t),
    addToken: (t: string, userId: number, now: number) => void addToken.run(t, userId, now),
    logout: (t: string) => void logout.run(t),
    /** Expires a live token, or every live token of a phone's account: answers how many. */
    expire: (by: { token: string } | { phone: string }) =>
      ('token' in by ? expireToken.run(by.token) : expirePhone.run(by.phone)).changes,

    latestCode: (phone: string) => latestCode.get(phone),
    useCode: (id: number) => void useCode.run(id),
    lastSentAt: (phone: string) => lastSent.get(phone)?.sent_at,
    codesSent: (phone: string) => codesSent.get(phone)?.n ?? 0,
    addCode: (phone: string, type: number, code: string, now: number) =>
      void addCode.run(phone, type, code, now),
    /** The codes sent (to `phone`, or to anyone when null), newest first. */
    sent: (phone: string | null, limit: number) => sent.all(phone, phone, limit),

    captchaCount: () => captchaCount.get()?.n ?? 0,
    addCaptcha: (t: string, answer: string, now: number) => void addCaptcha.run(t, answer, now),
    captcha: (t: string) => captcha.get(t),
    captchaMiss: (t: string) => void captchaMiss.run(t),
    captchaPass: (t: string) => void captchaPass.run(t),
    /** Spends a verified captcha on one SMS send: false when it was not verified or already spent. */
    captchaSpend: (t: string) => captchaSpend.run(t).changes > 0,
  };
});
