import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicizeStats } from '../../../renderer/src/contracts/api/publicize';
import { call, startTestServer, type TestServer } from '../testing';

describe('publicize stats', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('counts what the seeded product holds, and follows a new expert', async () => {
    const first = (await call<PublicizeStats>(s.app, 'GET', '/publicize/stats')).body.data;
    expect(first.experts).toBe(20);
    expect(first.articles).toBeGreaterThan(0);
    expect(first.answeredQuestions).toBeGreaterThan(0);
    expect(first.courses).toBeGreaterThan(0);
    s.db.prepare('UPDATE users SET user_type = 1 WHERE id = 21').run();
    expect((await call<PublicizeStats>(s.app, 'GET', '/publicize/stats')).body.data.experts).toBe(
      21,
    );
  });
});
