import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

describe('exam lottery, ranking rewards and invitations', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13100000001');
  });
  afterAll(() => s.close());

  it('draws once per client key, and QA sets chances and the next prize', async () => {
    const player = await loginAs(s.app, '13100000079');
    await call(s.app, 'POST', '/exam/apply', { examId: 5 }, player);
    const prizes = await call<{ prizes: { id: number; name: string }[] }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      player,
    );
    const thanks = prizes.body.data.prizes.find((p) => p.name === '谢谢参与');
    const rigged = await call<{ chancesLeft: number }>(
      s.app,
      'POST',
      '/__sim/exam/5/lottery',
      { chances: 2, prizeId: thanks?.id },
      player,
    );
    expect(rigged.body.data.chancesLeft).toBe(2);
    type Draw = { prize: { id: number }; chancesLeft: number; message: string };
    const first = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0001-abcd' },
      player,
    );
    expect(first.body.data).toMatchObject({
      prize: { id: thanks?.id },
      chancesLeft: 1,
      message: '谢谢参与，下次好运',
    });
    // The same key again answers the same draw and spends nothing.
    const again = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0001-abcd' },
      player,
    );
    expect(again.body.data).toMatchObject({ prize: { id: thanks?.id }, chancesLeft: 1 });
    const second = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0002-abcd' },
      player,
    );
    expect(second.body.data.chancesLeft).toBe(0);
    expect(
      (await call(s.app, 'POST', '/exam/lottery/5', { clientKey: 'draw-0003-abcd' }, player)).body
        .msg,
    ).toBe('暂无抽奖机会，完成答题或任务可获得');
    expect(
      (await call(s.app, 'POST', '/__sim/exam/5/lottery', { prizeId: 999999 }, player)).body.msg,
    ).toBe('奖品不属于该竞赛');
  });

  it('pays ranking rewards only after the exam ends, once', async () => {
    const top = await loginAs(s.app, '13800000068');
    const standing = await call<{ myRank: number; myRewardCents: number; claimable: boolean }>(
      s.app,
      'POST',
      '/ranking/reward',
      { examId: 4 },
      top,
    );
    expect(standing.body.data.claimable).toBe(standing.body.data.myRewardCents > 0);
    expect(
      (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 5 }, top)).body.msg,
    ).toBe('竞赛结束后才能领取排名奖励');
    const seeded = s.db
      .prepare<[], { user_id: number }>(
        'SELECT user_id FROM exam_scores WHERE exam_id = 4 ORDER BY best_score DESC, best_seconds ASC, updated_at ASC, user_id ASC LIMIT 1',
      )
      .get();
    const champion = await loginAs(s.app, `1380000${String(seeded?.user_id).padStart(4, '0')}`);
    const w = await call<{ amountCents: number }>(
      s.app,
      'POST',
      '/redpack/ranking/withdraw',
      {
        examId: 4,
        channel: 'wechat',
        account: 'wx_champion',
        realName: '冠军',
        clientKey: testKey(),
      },
      champion,
    );
    expect(w.body.data.amountCents).toBe(88800);
    // The records name it: 排名奖励 in, 红包提现 out (not 答题红包).
    const records = await call<{
      list: { kind: number; kindLabel: string; amountCents: number }[];
    }>(s.app, 'POST', '/redpack/record', { examId: 4 }, champion);
    expect(
      records.body.data.list
        .slice(0, 2)
        .map((r) => [r.kind, r.kindLabel, r.amountCents])
        .sort(),
    ).toEqual([
      [3, '红包提现', 88800],
      [4, '排名奖励', 88800],
    ]);
    expect(
      (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 4 }, champion)).body.msg,
    ).toBe('排名奖励已领取');
    // Paid out once: a second ranking withdrawal is refused and leaves the balance as it was.
    const balance = async () =>
      (
        await call<{ balanceCents: number }>(
          s.app,
          'POST',
          '/redpack/record',
          { examId: 4 },
          champion,
        )
      ).body.data.balanceCents;
    const left = await balance();
    const again = await call(
      s.app,
      'POST',
      '/redpack/ranking/withdraw',
      {
        examId: 4,
        channel: 'wechat',
        account: 'wx_champion',
        realName: '冠军',
        clientKey: testKey(),
      },
      champion,
    );
    expect(again.body).toMatchObject({ code: 409, msg: '排名奖励已领取' });
    expect(await balance()).toBe(left);
    expect(
      (
        await call<{ claimed: boolean; claimable: boolean }>(
          s.app,
          'POST',
          '/ranking/reward',
          { examId: 4 },
          champion,
        )
      ).body.data,
    ).toMatchObject({ claimed: true, claimable: false });
  });

  it('refuses a ranking reward after the claim period: 已过期', async () => {
    const late = await loginAs(s.app, '13800000069');
    const before = await call<{ claimable: boolean; expired: boolean; myRewardCents: number }>(
      s.app,
      'POST',
      '/ranking/reward',
      { examId: 4 },
      late,
    );
    expect(before.body.data).toMatchObject({ expired: false });
    const until =
      s.db.prepare<[], { claim_until: number }>('SELECT claim_until FROM exams WHERE id = 4').get()
        ?.claim_until ?? 0;
    s.db.prepare('UPDATE exams SET claim_until = ? WHERE id = 4').run(s.clock.now() - 1);
    try {
      const after = await call<{ claimable: boolean; expired: boolean }>(
        s.app,
        'POST',
        '/ranking/reward',
        { examId: 4 },
        late,
      );
      expect(after.body.data).toMatchObject({ claimable: false, expired: true });
      if (before.body.data.myRewardCents > 0)
        expect(
          (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 4 }, late)).body.msg,
        ).toBe('领奖期已过，排名奖励已过期');
    } finally {
      s.db.prepare('UPDATE exams SET claim_until = ? WHERE id = 4').run(until);
    }
  });

  it('builds invitation share info for the poster', async () => {
    const r = await call<{ sharePath: string; posterUrl: string | null }>(
      s.app,
      'GET',
      '/exam/invite/5/1',
      undefined,
      token,
    );
    expect(r.body.data.sharePath).toMatch(/^\/exam\?examId=5&inviteUserId=\d+$/);
    const poster = await s.app.inject({ url: new URL(r.body.data.posterUrl ?? '').pathname });
    expect(poster.body.startsWith('<svg')).toBe(true);
    expect(
      (await call<{ posterUrl: string | null }>(s.app, 'GET', '/exam/invite/5/2', undefined, token))
        .body.data.posterUrl,
    ).toBeNull();
    expect((await call(s.app, 'GET', '/exam/invite/5/9', undefined, token)).body.msg).toBe(
      '邀请类型须为1或2',
    );
  });
});
