import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../api/server';
import { getDevice } from '../devices';
import { connectBridge } from './connect-bridge';
import { defaultNativePhone, NativeAppSession, type NativeBridgeEvent } from './native-session';
import {
  loginSheetCancels,
  loginSheetFails,
  loginSheetSucceedsAs,
  shareSheetCancels,
  shareSheetPicks,
} from './sheets';

let server: ApiServer;
let apiUrl: string;

beforeAll(async () => {
  server = await createApiServer();
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${apiUrl}/__sim/reset`, { method: 'POST' });
});

const iphone = getDevice('iphone-15');
const xiaomi = getDevice('xiaomi-14');

function recordEvents(session: NativeAppSession): NativeBridgeEvent[] {
  const events: NativeBridgeEvent[] = [];
  session.on('bridgeEvent', (e) => events.push(e));
  return events;
}

async function userInfoStatus(token: string): Promise<number> {
  return (await fetch(`${apiUrl}/v1/user/info`, { headers: { token } })).status;
}

describe('NativeAppSession', () => {
  it("reports the profile's device info, stable per device and distinct per seed", async () => {
    const info = await new NativeAppSession({ device: iphone, apiUrl }).handlers.getDeviceInfo(
      undefined,
    );
    expect(info).toMatchObject({ platform: 'ios', appversion: '4.0.0', deviceModel: 'iPhone15,4' });
    expect(info.deviceToken).toMatch(/^[0-9a-f]{64}$/);
    expect(info.deviceNum).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-A[0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(
      await new NativeAppSession({ device: iphone, apiUrl }).handlers.getDeviceInfo(undefined),
    ).toEqual(info);
    const other = await new NativeAppSession({
      device: iphone,
      apiUrl,
      deviceSeed: '2',
    }).handlers.getDeviceInfo(undefined);
    expect(other.deviceNum).not.toBe(info.deviceNum);
    const android = await new NativeAppSession({
      device: xiaomi,
      apiUrl,
      appversion: '4.1.0',
    }).handlers.getDeviceInfo(undefined);
    expect(android).toMatchObject({
      platform: 'android',
      appversion: '4.1.0',
      deviceModel: '23127PN0CC',
    });
  });

  it('signs in by default as a seeded member, a different one per phone', async () => {
    const phone = defaultNativePhone('iphone-15');
    expect(phone).toMatch(/^1380000(00[2-9]\d|01[0-7]\d|0180)$/);
    expect(defaultNativePhone('iphone-15', 'b')).not.toBe(phone);
    const { user } = await new NativeAppSession({ device: iphone, apiUrl }).handlers.login(
      undefined,
    );
    expect(user.phone).toBe(phone);
    expect(user.userTypeCode).toBe(0);
  });

  it('has no app on a desktop profile', () => {
    expect(
      () => new NativeAppSession({ device: getDevice('desktop-chrome-windows'), apiUrl }),
    ).toThrow(/没有 App/);
  });

  it('logs in through the native sheet with a session from the mock API and tells the page', async () => {
    const session = new NativeAppSession({
      device: iphone,
      apiUrl,
      loginSheet: loginSheetSucceedsAs('13912345678'),
    });
    const events = recordEvents(session);
    expect(await session.handlers.getToken(undefined)).toEqual({ token: null });

    const { token, user } = await session.handlers.login(undefined);
    expect(user.phone).toBe('13912345678');
    expect(await userInfoStatus(token)).toBe(200);
    expect(await session.handlers.getToken(undefined)).toEqual({ token });
    expect((await session.handlers.getUserInfo(undefined)).user?.phone).toBe('13912345678');
    expect(events).toEqual([
      { event: 'tokenChanged', data: { token } },
      { event: 'userChanged', data: { user } },
    ]);
  });

  it('switches accounts at will: the same and another number again within 60 s (no SMS resend limit)', async () => {
    const session = new NativeAppSession({ device: iphone, apiUrl });
    for (const phone of ['13912345678', '13912345678', '13800000055', '13912345678']) {
      const { token, user } = await session.loginAs(phone);
      expect(user.phone).toBe(phone);
      expect(await userInfoStatus(token)).toBe(200);
    }
    const sms = (await (await fetch(`${apiUrl}/__sim/sms?phone=13912345678`)).json()) as {
      data: unknown[];
    };
    expect(sms.data).toEqual([]);
  });

  it('rejects login with CANCELLED when the sheet is closed and FAILED when native login fails', async () => {
    const session = new NativeAppSession({
      device: iphone,
      apiUrl,
      loginSheet: loginSheetCancels(),
    });
    await expect(session.handlers.login(undefined)).rejects.toMatchObject({ code: 'CANCELLED' });
    session.setLoginSheet(loginSheetFails('网络不给力'));
    await expect(session.handlers.login(undefined)).rejects.toMatchObject({
      code: 'FAILED',
      message: '网络不给力',
    });
    expect(session.token).toBeNull();
  });

  it('fails native login with FAILED and a Chinese message when the backend cannot be reached', async () => {
    const session = new NativeAppSession({
      device: xiaomi,
      apiUrl: 'http://127.0.0.1:9',
      loginSheet: loginSheetSucceedsAs('13700001111'),
    });
    await expect(session.handlers.login(undefined)).rejects.toMatchObject({
      code: 'FAILED',
      message: expect.stringMatching(/^网络连接失败/),
    });
    expect(session.token).toBeNull();
  });

  it('opens one sheet for two login calls in a row', async () => {
    let opened = 0;
    const session = new NativeAppSession({
      device: iphone,
      apiUrl,
      loginSheet: async () => {
        opened += 1;
        return { action: 'login', phone: '13600002222' };
      },
    });
    const [a, b] = await Promise.all([
      session.handlers.login(undefined),
      session.handlers.login(undefined),
    ]);
    expect(opened).toBe(1);
    expect(a.token).toBe(b.token);
  });

  it('logs out: the token stops working on the server and the page hears token null', async () => {
    const session = new NativeAppSession({ device: xiaomi, apiUrl });
    const { token } = await session.loginAs('13800000021');
    const events = recordEvents(session);
    expect(await session.handlers.logout(undefined)).toEqual({ ok: true });
    expect(await userInfoStatus(token)).toBe(401);
    expect(events).toEqual([
      { event: 'tokenChanged', data: { token: null } },
      { event: 'userChanged', data: { user: null } },
    ]);
    expect(session.token).toBeNull();
  });

  it('captures shares with the chosen channel and resumes the page after leaving for another app', async () => {
    const session = new NativeAppSession({
      device: iphone,
      apiUrl,
      shareSheet: shareSheetPicks('moments'),
    });
    const events = recordEvents(session);
    const payload = {
      sharePath: '/app/news/monthly',
      shareTitle: '财税月刊',
      shareSubtitle: '2026年3月',
      others: { monthlyId: '12' },
    };
    expect(await session.handlers.share(payload)).toEqual({ channel: 'moments' });
    expect(session.shares).toMatchObject([{ payload, channel: 'moments' }]);
    expect(events).toEqual([{ event: 'resume', data: {} }]);

    session.setShareSheet(shareSheetCancels());
    await expect(session.handlers.share(payload)).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(session.shares[1]).toMatchObject({ channel: null });
  });

  it('shows the title and closes the page on request', async () => {
    const session = new NativeAppSession({ device: iphone, apiUrl });
    const titles: string[] = [];
    let closes = 0;
    session.on('title', (t) => titles.push(t));
    session.on('close', () => (closes += 1));
    await session.handlers.setTitle({ title: '税务通' });
    expect(session.title).toBe('税务通');
    expect(titles).toEqual(['税务通']);
    await session.handlers.closePage(undefined);
    expect(session.closed).toBe(true);
    expect(closes).toBe(1);
  });
});

describe('connectBridge', () => {
  it('carries Android string messages to the session, delivers answers and events, logs both', async () => {
    const session = new NativeAppSession({
      device: xiaomi,
      apiUrl,
      loginSheet: loginSheetSucceedsAs('13500003333'),
    });
    const delivered: unknown[] = [];
    const bridge = connectBridge({
      session,
      deliver: (json) => void delivered.push(JSON.parse(json)),
    });
    expect(bridge.transport).toBe('android');

    await bridge.receive(JSON.stringify({ id: '1', method: 'login' }));
    const token = session.token;
    expect(token).toMatch(/^[0-9a-f]+$/);
    expect(delivered).toEqual([
      { event: 'tokenChanged', data: { token } },
      { event: 'userChanged', data: { user: session.user } },
      { id: '1', result: { token, user: session.user } },
    ]);
    expect(bridge.log.calls('login')).toMatchObject([
      { id: '1', transport: 'android', result: { token } },
    ]);
    expect(bridge.log.events().map((e) => e.event)).toEqual(['tokenChanged', 'userChanged']);

    bridge.dispose();
    session.emitResume();
    expect(delivered).toHaveLength(3);
  });
});
