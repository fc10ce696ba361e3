/**
 * A scenario file for `npm run sim -- --scenario file.json`: the mock API's scenario controls
 * (latency, failures, SMS failure, clock) applied through its /__sim/ routes before phones open.
 *
 * ```json
 * {
 *   "latency": [{ "pattern": "/v1/user/info", "ms": 1500 }],
 *   "fail": [{ "pattern": "/sms/send", "times": 2, "status": 500, "msg": "服务繁忙，请稍后再试" }],
 *   "smsFailure": { "enabled": true, "msg": "短信通道维护中" },
 *   "advanceMs": 60000,
 *   "nextPayment": { "outcome": "fail" }
 * }
 * ```
 */
import { z } from 'zod';

const scenarioSchema = z
  .object({
    /** Resets the API to its seed first (default true). */
    reset: z.boolean().default(true),
    latency: z
      .array(z.object({ pattern: z.string().min(1), ms: z.number().int().min(0) }))
      .default([]),
    fail: z
      .array(
        z.object({
          pattern: z.string().min(1),
          times: z.number().int().min(1).optional(),
          status: z.number().int().min(400).max(599).optional(),
          msg: z.string().min(1).optional(),
        }),
      )
      .default([]),
    smsFailure: z
      .object({
        enabled: z.boolean(),
        msg: z.string().min(1).optional(),
        status: z.number().int().min(400).max(599).optional(),
      })
      .optional(),
    /** Moves the API's clock forward (ms). */
    advanceMs: z.number().int().min(0).optional(),
    /** The next payment (cashier, App Store, WeChat Pay, Alipay) fails, is cancelled or is slow (`ms`). */
    nextPayment: z
      .object({
        outcome: z.enum(['fail', 'cancel', 'slow']),
        ms: z.number().int().min(0).max(30_000).optional(),
        msg: z.string().min(1).optional(),
        phone: z.string().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

/**
 * Parses a scenario file's text.
 * @throws Error with a Chinese message naming the first problem.
 */
export function parseScenario(text: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('场景文件不是合法的 JSON');
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `场景文件格式不正确：${issue ? `${issue.path.join('.') || '（根）'} ${issue.message}` : '未知错误'}`,
    );
  }
  return parsed.data;
}

/**
 * Applies a scenario to the mock API at `apiUrl`, one /__sim/ call per control, in file order.
 * @throws Error with the API's message when it refuses a control.
 */
export async function applyScenario(
  apiUrl: string,
  scenario: Scenario,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const base = apiUrl.replace(/\/+$/, '');
  const post = async (path: string, body?: unknown): Promise<void> => {
    const response = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      const payload = (await response.json().catch(() => null)) as { msg?: unknown } | null;
      throw new Error(
        `场景设置失败（${path}）：${typeof payload?.msg === 'string' ? payload.msg : `HTTP ${response.status}`}`,
      );
    }
  };
  if (scenario.reset) await post('/__sim/reset');
  for (const rule of scenario.latency) await post('/__sim/latency', rule);
  for (const rule of scenario.fail) await post('/__sim/fail', rule);
  if (scenario.smsFailure) await post('/__sim/sms-failure', scenario.smsFailure);
  if (scenario.advanceMs) await post('/__sim/advance', { ms: scenario.advanceMs });
  if (scenario.nextPayment) await post('/__sim/payment/next', scenario.nextPayment);
}
