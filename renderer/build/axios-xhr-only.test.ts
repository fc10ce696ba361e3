import { describe, expect, it } from 'vitest';
import { axiosXhrOnly } from './axios-xhr-only';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = axiosXhrOnly();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('axiosXhrOnly', () => {
  it("replaces only axios's own import of its fetch adapter", () => {
    const stub = resolveId.call(
      {},
      './fetch.js',
      '/repo/node_modules/axios/lib/adapters/adapters.js',
    );
    expect(stub).toEqual(expect.any(String));
    expect(resolveId.call({}, './fetch.js', '/repo/renderer/src/lib/adapters.js')).toBeNull();
    expect(
      resolveId.call({}, './xhr.js', '/repo/node_modules/axios/lib/adapters/adapters.js'),
    ).toBeNull();
    expect(load.call({}, stub)).toContain('export const getFetch = () => undefined');
    expect(load.call({}, '/repo/renderer/src/main.tsx')).toBeNull();
  });
});
