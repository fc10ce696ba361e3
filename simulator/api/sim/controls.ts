/**
 * Scenario controls for QA and tests (DESIGN.md: deterministic, no random delays).
 * Patterns match a request's path (no query): exact, or with `*` standing for any characters,
 * e.g. `/v3/order/valid`, `/exam/*`, `*`. The `/__sim/` routes themselves are never affected.
 */
type LatencyRule = { pattern: string; ms: number };
type FailRule = { pattern: string; remaining: number; status: number; msg: string };
export type SimControls = {
  latency: LatencyRule[];
  fail: FailRule[];
  smsFailure: { enabled: boolean; msg: string; status: number };
  /** Added to the real clock by POST /__sim/advance (lets QA pass the 60 s SMS wait). */
  clockOffsetMs: number;
  /** What the next payment does whatever the user chooses (POST /__sim/payment/next), or null. */
  nextPayment: NextPayment | null;
};

/**
 * A payment override: it fails, is cancelled, or goes through after `ms` (slow). `phone`: only a
 * payment of that account's orders takes it (tests running side by side do not take each other's).
 */
export type NextPayment = {
  outcome: 'fail' | 'cancel' | 'slow';
  ms: number;
  msg: string;
  phone: string | null;
};

export const DEFAULT_SMS_FAILURE_MSG = '短信发送失败，请稍后重试';

export function createControls(): SimControls {
  return {
    latency: [],
    fail: [],
    smsFailure: { enabled: false, msg: DEFAULT_SMS_FAILURE_MSG, status: 400 },
    clockOffsetMs: 0,
    nextPayment: null,
  };
}

const cache = new Map<string, RegExp>();
/** True when `path` matches `pattern` (`*` = any characters). */
function matchPattern(pattern: string, path: string): boolean {
  let re = cache.get(pattern);
  if (!re) {
    re = new RegExp(
      `^${pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    cache.set(pattern, re);
  }
  return re.test(path);
}

/** The latency to add before answering `path`: the last matching rule wins. */
export function latencyFor(controls: SimControls, path: string): number {
  let ms = 0;
  for (const rule of controls.latency) if (matchPattern(rule.pattern, path)) ms = rule.ms;
  return ms;
}

/** Consumes one forced failure for `path`, if any is armed. */
export function takeFailure(
  controls: SimControls,
  path: string,
): { status: number; msg: string } | null {
  const rule = controls.fail.find((r) => r.remaining > 0 && matchPattern(r.pattern, path));
  if (!rule) return null;
  rule.remaining -= 1;
  if (rule.remaining === 0) controls.fail = controls.fail.filter((r) => r !== rule);
  return { status: rule.status, msg: rule.msg };
}
