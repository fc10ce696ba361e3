import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../server';
import { envelope } from '../../../renderer/src/contracts/api/envelope';
import { inviteInfoSchema } from '../../../renderer/src/contracts/api/invite';

let server: ApiServer;
beforeEach(async () => {
  server = await createApiServer();
});
afterEach(async () => {
  await server.close();
});

function tokenFor(userId: number): string {
  const token = `invite-token-${userId}`;
  server.db
    .prepare('INSERT INTO tokens (token, user_id, created_at) VALUES (?, ?, ?)')
    .run(token, userId, Date.now());
  return token;
}
const codeOf = (id: number): string =>
  server.db
    .prepare<[number], { invite_code: string }>('SELECT invite_code FROM users WHERE id = ?')
    .get(id)?.invite_code ?? '';
/** A brand-new account, as the SMS login creates one. */
function newUser(): number {
  const id = 500;
  server.db
    .prepare(
      "INSERT INTO users (id, phone, nickname, user_type, invite_code, created_at) VALUES (?, '13912340000', '税友0000', 0, 'TNEW500', ?)",
    )
    .run(id, Date.now());
  return id;
}

describe('invite', () => {
  it("names the inviter of a code and, when signed in, the caller's own card", async () => {
    const anon = envelope(inviteInfoSchema).parse(
      (await server.app.inject({ method: 'GET', url: `/invite/info?code=${codeOf(3)}` })).json(),
    ).data;
    expect(anon.inviter?.inviteCode).toBe(codeOf(3));
    expect(anon.mine).toBeNull();
    const mine = envelope(inviteInfoSchema).parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/invite/info',
          headers: { token: tokenFor(5) },
        })
      ).json(),
    ).data;
    expect(mine.mine).toMatchObject({
      inviteCode: codeOf(5),
      invitePath: `/invite?code=${codeOf(5)}`,
    });
  });

  it('answers 404 for an unknown code', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/invite/info?code=ZZZZ99' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('邀请码不存在');
  });

  it('records an accepted invitation once, rewards both, and refuses a second one', async () => {
    const token = tokenFor(newUser());
    const before =
      envelope(inviteInfoSchema).parse(
        (
          await server.app.inject({
            method: 'GET',
            url: '/invite/info',
            headers: { token: tokenFor(4) },
          })
        ).json(),
      ).data.mine?.invitedCount ?? 0;
    const first = await server.app.inject({
      method: 'POST',
      url: '/invite/accept',
      payload: { code: codeOf(4) },
      headers: { token },
    });
    expect(first.statusCode).toBe(200);
    const after = envelope(inviteInfoSchema).parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/invite/info',
          headers: { token: `invite-token-4` },
        })
      ).json(),
    ).data.mine?.invitedCount;
    expect(after).toBe(before + 1);
    // Both points bills (收支明细) say where the points came from.
    const bill = (t: string) =>
      server.app
        .inject({ method: 'GET', url: '/integral/points/bill', headers: { token: t } })
        .then(
          (r) => (r.json() as { data: { list: { reason: string; delta: number }[] } }).data.list[0],
        );
    expect(await bill(token)).toMatchObject({ reason: '受邀注册奖励', delta: expect.any(Number) });
    expect(await bill('invite-token-4')).toMatchObject({ reason: '邀请好友注册' });
    const again = await server.app.inject({
      method: 'POST',
      url: '/invite/accept',
      payload: { code: codeOf(6) },
      headers: { token },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('您已接受过邀请');
  });

  it("needs login, refuses one's own code and old accounts", async () => {
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/invite/accept',
          payload: { code: codeOf(4) },
        })
      ).statusCode,
    ).toBe(401);
    const id = newUser();
    const own = await server.app.inject({
      method: 'POST',
      url: '/invite/accept',
      payload: { code: 'TNEW500' },
      headers: { token: tokenFor(id) },
    });
    expect(own.json().msg).toBe('不能使用自己的邀请码');
    const old = await server.app.inject({
      method: 'POST',
      url: '/invite/accept',
      payload: { code: codeOf(4) },
      headers: { token: tokenFor(30) },
    });
    expect(old.json().msg).toMatch(/邀请仅限新注册用户|您已接受过邀请/);
  });
});
