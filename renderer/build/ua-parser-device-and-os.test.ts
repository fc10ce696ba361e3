import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type UAParserType from 'ua-parser-js';
import { uaParserDeviceAndOs, withoutUnreadTables } from './ua-parser-device-and-os';

const SOURCE_PATH = createRequire(import.meta.url).resolve('ua-parser-js');
const SOURCE = readFileSync(SOURCE_PATH, 'utf8');

/** Evaluates a ua-parser-js source as CommonJS, without a window (as on the server). */
function parserOf(code: string): typeof UAParserType {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'define', code)(module, module.exports, undefined);
  return module.exports as typeof UAParserType;
}

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.44',
  'Mozilla/5.0 (Linux; Android 13; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 shuiwutong/4.2.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
];

describe('uaParserDeviceAndOs', () => {
  const full = parserOf(SOURCE);
  const trimmed = parserOf(withoutUnreadTables(SOURCE));

  it('takes the unread tables out of the installed ua-parser-js (a release that moves them fails here)', () => {
    const code = withoutUnreadTables(SOURCE);
    expect(code).not.toBe(SOURCE);
    for (const name of ['browser', 'cpu', 'engine'])
      expect(code).toContain(`get ${name}() { throw`);
    // The point of it: a smaller download on every page.
    expect(gzipSync(code).length).toBeLessThan(gzipSync(SOURCE).length * 0.85);
  });

  it('parses the device and the OS exactly as the whole library does', () => {
    for (const agent of AGENTS) {
      const expected = new full(agent);
      const actual = new trimmed(agent);
      expect(actual.getDevice(), agent).toEqual(expected.getDevice());
      expect(actual.getOS(), agent).toEqual(expected.getOS());
    }
  });

  it('fails loudly, naming this plugin, when the browser, engine or CPU is asked for', () => {
    const parser = new trimmed(AGENTS[0]);
    expect(() => parser.getBrowser()).toThrow(/ua-parser-device-and-os/);
    expect(() => parser.getEngine()).toThrow(/engine table/);
    expect(() => parser.getCPU()).toThrow(/cpu table/);
    expect(() => parser.getResult()).toThrow(/only getDevice and getOS work/);
  });

  it('leaves a source it does not recognise, and every other module, unchanged', () => {
    expect(withoutUnreadTables('var regexes = { os : [[ /x/ ], [NAME]] };')).toBe(
      'var regexes = { os : [[ /x/ ], [NAME]] };',
    );
    const transform = uaParserDeviceAndOs().transform as (code: string, id: string) => unknown;
    expect(transform('const a = 1;', '/repo/renderer/src/lib/device/index.ts')).toBeNull();
    expect(transform(SOURCE, SOURCE_PATH)).toEqual({
      code: withoutUnreadTables(SOURCE),
      map: null,
    });
  });
});
