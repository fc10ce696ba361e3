/**
 * A recording as a Playwright spec on the simulator's testing entry: `test.use` from the phone it
 * started on (device and mode overridable by SIM_DEVICE / SIM_MODE, so the same file replays on
 * other phones), one `test.step` per screen, sheet answers set before the tap that opened the
 * sheet, scenario controls through `mockApi`, and no secret in clear: an SMS code is read from the
 * mock API when the spec runs.
 */
import { format } from 'prettier';
import { locatorCode, stringLiteral as str } from './locator-code';
import type { PageAction, RecordedEvent, RecordedSheetAnswer, RecordingStart } from './types';

/** Where the generated spec imports the testing entry from (a QA project: the package). */
const DEFAULT_TESTING_IMPORT = 'tax-h5/testing';

type Line = { screen: string | null; code: string; isAction: boolean };

function actionCode(action: PageAction, lastPhoneTyped: string | null): string {
  switch (action.type) {
    case 'click':
      return `await ${locatorCode(action.target)}.click();`;
    case 'check':
      return `await ${locatorCode(action.target)}.check();`;
    case 'uncheck':
      return `await ${locatorCode(action.target)}.uncheck();`;
    case 'fill':
      return `await ${locatorCode(action.target)}.fill(${str(action.value)});`;
    case 'fillSecret':
      if (action.secret === 'sms-code' && lastPhoneTyped)
        return [
          `// 验证码不写进录制：运行时从模拟后端读取`,
          `const [sms] = await mockApi.smsCodes({ query: { phone: ${str(lastPhoneTyped)}, limit: 1 } });`,
          `await ${locatorCode(action.target)}.fill(sms!.code);`,
        ].join('\n');
      return [
        `// 密码不写进录制：运行时取环境变量 SIM_SECRET`,
        `await ${locatorCode(action.target)}.fill(process.env.SIM_SECRET ?? '');`,
      ].join('\n');
    case 'select':
      return `await ${locatorCode(action.target)}.selectOption(${str(action.value)});`;
    case 'press':
      return `await ${locatorCode(action.target)}.press('Enter');`;
    case 'scroll':
      return action.target
        ? `await ${locatorCode(action.target)}.evaluate((e) => e.scrollTo(0, ${action.top}));`
        : `await page.evaluate(() => window.scrollTo(0, ${action.top}));`;
    case 'assert':
      return action.text
        ? `await expect(${locatorCode(action.target)}).toContainText(${str(action.text)});`
        : `await expect(${locatorCode(action.target)}).toBeVisible();`;
  }
}

const sheetAnswers = (answer: RecordedSheetAnswer) =>
  `{ ${answer.sheet}: ${JSON.stringify(answer.answer)} }`;

/**
 * The tap that opened a sheet, run with the sheet's answer and waiting for it (a later tap must
 * not race the sheet, which opens after the app's request); a longer action sets it beforehand.
 */
function withSheet(tap: string, answer: RecordedSheetAnswer): string {
  const single = /^await ([^\n;]+);$/.exec(tap);
  if (single) return `await phone.answerSheet(${sheetAnswers(answer)}, () => ${single[1]});`;
  return `await phone.setSheets(${sheetAnswers(answer)});\n${tap}`;
}

const sameTarget = (a: PageAction, b: PageAction) =>
  'target' in a && 'target' in b && JSON.stringify(a.target) === JSON.stringify(b.target);

/** Typing is one fill per field (the last value); a scroll before a tap is the tap's own. */
function condense(events: readonly RecordedEvent[]): RecordedEvent[] {
  const kept: RecordedEvent[] = [];
  for (const event of events) {
    const last = kept.at(-1);
    if (event.type === 'page' && last?.type === 'page') {
      const [a, b] = [last.action, event.action];
      const typing = (x: PageAction) => x.type === 'fill' || x.type === 'fillSecret';
      if (typing(a) && typing(b) && sameTarget(a, b)) kept.pop();
      else if (a.type === 'scroll' && b.type === 'scroll' && sameTarget(a, b)) kept.pop();
      else if (a.type === 'scroll' && b.type !== 'assert') kept.pop();
    }
    kept.push(event);
  }
  return kept;
}

function lastActionIndex(out: readonly Line[]): number {
  for (let i = out.length - 1; i >= 0; i -= 1) if (out[i]?.isAction) return i;
  return -1;
}

const PHONE_NUMBER = /^1[3-9]\d{9}$/;

function lines(events: readonly RecordedEvent[]): Line[] {
  const out: Line[] = [];
  let screen: string | null = null;
  let lastPhoneTyped: string | null = null;
  for (const event of condense(events)) {
    switch (event.type) {
      case 'page': {
        const { action } = event;
        screen = action.screen;
        if (action.type === 'fill' && PHONE_NUMBER.test(action.value))
          lastPhoneTyped = action.value;
        out.push({
          screen,
          code: actionCode(action, lastPhoneTyped),
          isAction: action.type !== 'assert',
        });
        break;
      }
      case 'navigate':
        out.push({ screen: null, code: `await phone.goto(${str(event.path)});`, isAction: true });
        screen = null;
        break;
      case 'sheet': {
        // The sheet opened after the last tap: that tap runs with the sheet's answer.
        const at = lastActionIndex(out);
        const tap = out[at];
        if (tap) out[at] = { ...tap, code: withSheet(tap.code, event.answer) };
        else
          out.push({
            screen,
            code: `await phone.setSheets(${sheetAnswers(event.answer)});`,
            isAction: false,
          });
        break;
      }
      case 'scenario':
        out.push({
          screen,
          code: `await mockApi.${event.name}(${Object.keys(event.input).length ? JSON.stringify(event.input) : ''});`,
          isAction: false,
        });
        break;
      case 'bridgeCall':
        out.push({
          screen,
          code: `await expect.poll(() => phone.bridgeLog.calls(${str(event.method)}).length).toBeGreaterThan(0);`,
          isAction: false,
        });
        break;
    }
  }
  return out;
}

/** Consecutive lines of one screen, as `test.step`s (a navigation opens the next screen). */
function steps(all: readonly Line[], startScreen: string): string {
  const groups: { name: string; code: string[] }[] = [];
  for (const line of all) {
    const name = line.screen ?? groups.at(-1)?.name ?? startScreen;
    const group = groups.at(-1);
    if (group && (group.name === name || line.screen === null)) group.code.push(line.code);
    else groups.push({ name, code: [line.code] });
  }
  return groups
    .map((g) => `  await test.step(${str(g.name)}, async () => {\n${g.code.join('\n')}\n  });`)
    .join('\n\n');
}

export type GenerateOptions = { testingImport?: string };

export async function generateSpec(
  start: RecordingStart,
  events: readonly RecordedEvent[],
  options: GenerateOptions = {},
): Promise<string> {
  const phoneName = `${start.deviceName} ${start.mode === 'app' ? 'App 内' : '浏览器'}`;
  const use = [
    `device: process.env.SIM_DEVICE ?? ${str(start.device)}`,
    `mode: (process.env.SIM_MODE ?? ${str(start.mode)}) === 'browser' ? 'browser' : 'app'`,
    `network: ${str(start.network)}`,
    `startUrl: ${str(start.path)}`,
    ...(start.signedIn ? [`account: 'new'`] : []),
  ];
  const body = steps(lines(events), '开始');
  const source = [
    `// 由手机模拟器录制：${phoneName}，${start.startedAt}。`,
    `// 回放：npx playwright test <本文件>；换一台手机：SIM_DEVICE=xiaomi-14 SIM_MODE=app npx playwright test <本文件>`,
    `import { expect, test } from ${str(options.testingImport ?? DEFAULT_TESTING_IMPORT)};`,
    '',
    `test.use({ ${use.join(', ')} });`,
    '',
    `test(${str(`录制：${phoneName} ${start.startedAt}`)}, async ({ page, phone, mockApi }) => {`,
    body,
    '});',
    '',
  ].join('\n');
  return format(source, { parser: 'typescript', singleQuote: true, printWidth: 100 });
}
