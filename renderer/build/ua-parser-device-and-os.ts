import type { Plugin } from 'vite';

/** ua-parser-js 1.x's one source file. */
const UA_PARSER = /ua-parser-js[\\/]src[\\/]ua-parser\.js$/;

/** The tables the app never reads: it asks ua-parser-js for the device and the OS only (lib/device). */
const UNREAD_TABLES = ['browser', 'cpu', 'engine'] as const;

/**
 * ua-parser-js's source with the browser's, the CPU's and the engine's regex tables taken out:
 * about half of the library, downloaded and built (hundreds of regex literals) on every page's
 * boot for answers the app never asks for. Each table becomes a getter that throws, naming this
 * file, so a later `getBrowser()`, `getEngine()`, `getCPU()` or `getResult()` fails loudly instead
 * of answering nothing. Answers `code` unchanged when a table is not where 1.x keeps it (a release
 * that moved it; ua-parser-device-and-os.test.ts then fails).
 */
export function withoutUnreadTables(code: string): string {
  let out = code;
  for (const name of UNREAD_TABLES) {
    const start = out.indexOf(`\n        ${name} : [[`);
    const end = start < 0 ? -1 : out.indexOf('\n        ]', start);
    if (end < 0) return code;
    const getter = `\n        get ${name}() { throw new Error('ua-parser-js: the ${name} table is not in this build (renderer/build/ua-parser-device-and-os.ts): only getDevice and getOS work'); }`;
    out = out.slice(0, start) + getter + out.slice(end + '\n        ]'.length);
  }
  return out;
}

/** Builds the app with ua-parser-js's device and OS tables only (withoutUnreadTables). */
export function uaParserDeviceAndOs(): Plugin {
  return {
    name: 'ua-parser-device-and-os',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return UA_PARSER.test(id) ? { code: withoutUnreadTables(code), map: null } : null;
    },
  };
}
