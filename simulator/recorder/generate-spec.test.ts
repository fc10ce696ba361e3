import { describe, expect, it } from 'vitest';
import { generateSpec } from './generate-spec';
import type { ElementLocator, PageAction, RecordedEvent, RecordingStart } from './types';

const START: RecordingStart = {
  device: 'iphone-15',
  deviceName: 'iPhone 15',
  mode: 'app',
  network: 'wifi',
  signedIn: false,
  path: '/app/home',
  startedAt: '2026-11-29 10:00',
};

const role = (name: string, r = 'button'): ElementLocator => ({
  base: { kind: 'role', role: r, name },
});
const page = (action: PageAction): RecordedEvent => ({ type: 'page', action });
const click = (name: string, screen = '首页') =>
  page({ type: 'click', target: role(name), screen });

/** The spec on one line, without prettier's breaks and trailing commas inside calls. */
async function flat(events: RecordedEvent[], start = START): Promise<string> {
  return (await generateSpec(start, events))
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/,\)/g, ')')
    .replace(/ \./g, '.');
}

describe('generateSpec', () => {
  it('says where it started in test.use, overridable by SIM_DEVICE and SIM_MODE', async () => {
    const spec = await generateSpec({ ...START, signedIn: true }, []);
    expect(spec).toContain("import { expect, test } from 'tax-h5/testing';");
    expect(spec).toContain("device: process.env.SIM_DEVICE ?? 'iphone-15'");
    expect(spec).toContain(
      "mode: (process.env.SIM_MODE ?? 'app') === 'browser' ? 'browser' : 'app'",
    );
    expect(spec).toContain("startUrl: '/app/home'");
    // A native app signed in at the start is a new account on replay, never someone's number.
    expect(spec).toContain("account: 'new'");
  });

  it('keeps one fill per field (the last value) and drops a scroll that a tap does itself', async () => {
    const field = role('手机号', 'textbox');
    const spec = await flat([
      page({ type: 'fill', target: field, value: '1', screen: '登录' }),
      page({ type: 'fill', target: field, value: '13800000001', screen: '登录' }),
      page({ type: 'scroll', target: null, top: 400, ratio: 0.5, screen: '登录' }),
      click('获取验证码', '登录'),
      page({ type: 'scroll', target: null, top: 800, ratio: 1, screen: '登录' }),
      page({ type: 'assert', target: role('已发送', 'status'), text: '已发送', screen: '登录' }),
    ]);
    expect(spec.match(/\.fill\(/g)).toHaveLength(1);
    expect(spec).toContain(".fill('13800000001')");
    expect(spec).not.toContain('scrollTo(0, 400)');
    expect(spec).toContain('window.scrollTo(0, 800)');
    expect(spec).toContain(
      "await expect(page.getByRole('status', { name: '已发送', exact: true })).toContainText('已发送');",
    );
  });

  it('runs the tap that opened a sheet with its answer, in the order QA answered', async () => {
    const spec = await flat([
      click('立即支付', '确认订单'),
      { type: 'sheet', answer: { sheet: 'payment', answer: 'cancel' } },
      click('立即支付', '确认订单'),
      { type: 'sheet', answer: { sheet: 'payment', answer: 'pay' } },
    ]);
    const cancel = spec.indexOf(
      "await phone.answerSheet({ payment: 'cancel' }, () => page.getByRole('button', { name: '立即支付', exact: true }).click());",
    );
    const pay = spec.indexOf("await phone.answerSheet({ payment: 'pay' }");
    expect(cancel).toBeGreaterThan(0);
    expect(pay).toBeGreaterThan(cancel);
    expect(spec.match(/\.click\(\)/g)).toHaveLength(2);
  });

  it('never writes an SMS code: the spec reads it from the mock API for the number typed', async () => {
    const spec = await flat([
      page({
        type: 'fill',
        target: role('手机号', 'textbox'),
        value: '13800000001',
        screen: '登录',
      }),
      page({
        type: 'fillSecret',
        target: role('验证码', 'textbox'),
        secret: 'sms-code',
        value: '246810',
        screen: '登录',
      }),
    ]);
    expect(spec).not.toContain('246810');
    expect(spec).toContain("await mockApi.smsCodes({ query: { phone: '13800000001', limit: 1 } })");
    expect(spec).toContain('.fill(sms!.code)');
  });

  it('groups steps by screen, navigations and scenario controls included', async () => {
    const spec = await generateSpec(START, [
      click('直播'),
      { type: 'scenario', name: 'advanceClock', input: { body: { ms: 60000 } } },
      { type: 'navigate', path: '/app/mine' },
      click('我的课程', '我的'),
      { type: 'bridgeCall', method: 'share' },
    ]);
    expect(spec.match(/test\.step\(/g)).toHaveLength(2);
    expect(spec).toContain("await test.step('首页', async () => {");
    expect(spec).toContain('await mockApi.advanceClock({ body: { ms: 60000 } });');
    expect(spec).toContain("await phone.goto('/app/mine');");
    expect(spec).toContain("await test.step('我的', async () => {");
    expect(spec).toContain(
      "await expect.poll(() => phone.bridgeLog.calls('share').length).toBeGreaterThan(0);",
    );
  });

  it('quotes names with quotes and backslashes, scopes and indexes as recorded', async () => {
    const spec = await flat([
      page({
        type: 'click',
        target: {
          base: { kind: 'text', text: "It's \\ ok" },
          within: role('课程目录', 'list'),
          nth: 2,
        },
        screen: '课程',
      }),
    ]);
    expect(spec).toContain(
      "await page.getByRole('list', { name: '课程目录', exact: true }).getByText(\"It's \\\\ ok\", { exact: true }).nth(2).click();",
    );
  });
});
