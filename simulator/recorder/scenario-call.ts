/**
 * A request the panel sent to the mock API's scenario controls, as the typed client's call that
 * does the same (`mockApi.advanceClock({ body: … })`), found in the controls' declarations. Reads
 * (GET) change nothing and are not recorded.
 */
import type { SimRequest } from '../host-contract';
import { SIM_CONTROLS, type SimControlName } from '../api/sim/registry';

export type ScenarioCall = { name: string; input: Record<string, unknown> };

/** Calls that change no scenario: the panel's helpers for QA's own sign-in. */
const NOT_SCENARIO: ReadonlySet<SimControlName> = new Set(['newPhoneNumber', 'nativeSession']);

function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

export function scenarioCallOf(request: SimRequest): ScenarioCall | null {
  if (request.method === 'GET') return null;
  const url = new URL(request.path, 'http://sim.invalid');
  for (const name of Object.keys(SIM_CONTROLS) as SimControlName[]) {
    const endpoint = SIM_CONTROLS[name];
    if (endpoint.method !== request.method || NOT_SCENARIO.has(name)) continue;
    const params = matchPath(endpoint.path, url.pathname);
    if (!params) continue;
    const query = Object.fromEntries(url.searchParams);
    const input: Record<string, unknown> = {};
    if (Object.keys(params).length) input.params = params;
    if (Object.keys(query).length) input.query = query;
    if (request.body !== undefined && request.body !== null) input.body = request.body;
    return { name, input };
  }
  return null;
}
