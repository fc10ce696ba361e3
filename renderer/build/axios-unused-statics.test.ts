import { describe, expect, it } from 'vitest';
import { axiosUnusedStatics } from './axios-unused-statics';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = axiosUnusedStatics();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const AXIOS = '/repo/node_modules/axios/lib/axios.js';

/** Evaluates a stub module's source and answers its default export. */
async function stubExport(source: string): Promise<unknown> {
  const id = resolveId.call({}, source, AXIOS);
  const code = load.call({}, id);
  const url = `data:text/javascript,${encodeURIComponent(String(code))}`;
  return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
}

describe('axiosUnusedStatics', () => {
  it("replaces only lib/axios.js's own imports of HttpStatusCode and CancelToken", () => {
    expect(resolveId.call({}, './helpers/HttpStatusCode.js', AXIOS)).toEqual(expect.any(String));
    expect(resolveId.call({}, './cancel/CancelToken.js', AXIOS)).toEqual(expect.any(String));
    expect(
      resolveId.call({}, './cancel/CancelToken.js', '/repo/renderer/src/lib/http/create-http.ts'),
    ).toBeNull();
    expect(resolveId.call({}, './core/Axios.js', AXIOS)).toBeNull();
    expect(load.call({}, '/repo/renderer/src/main.tsx')).toBeNull();
  });

  it('replaces the FormData-to-JSON helper for lib/axios.js and the request defaults, and nowhere else', async () => {
    expect(resolveId.call({}, './helpers/formDataToJSON.js', AXIOS)).toEqual(expect.any(String));
    expect(
      resolveId.call(
        {},
        '../helpers/formDataToJSON.js',
        '/repo/node_modules/axios/lib/defaults/index.js',
      ),
    ).toEqual(expect.any(String));
    expect(
      resolveId.call(
        {},
        '../helpers/formDataToJSON.js',
        '/repo/node_modules/axios/lib/core/Axios.js',
      ),
    ).toBeNull();
    const formDataToJSON = (await stubExport('./helpers/formDataToJSON.js')) as () => unknown;
    expect(() => formDataToJSON()).toThrow(/multipart/);
  });

  it('makes a use of either static fail loudly, naming the plugin', async () => {
    const statusCodes = (await stubExport('./helpers/HttpStatusCode.js')) as Record<string, number>;
    expect(() => statusCodes.Ok).toThrow(/axios-unused-statics/);
    const CancelToken = (await stubExport('./cancel/CancelToken.js')) as () => unknown;
    expect(() => CancelToken()).toThrow(/AbortSignal/);
  });
});
