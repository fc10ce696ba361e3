import { describe, expect, it } from 'vitest';
import { scenarioCallOf } from './scenario-call';

describe('scenarioCallOf', () => {
  it('names the typed client call of a scenario control, with its path parameters and body', () => {
    expect(
      scenarioCallOf({ method: 'POST', path: '/__sim/advance', body: { ms: 60_000 } }),
    ).toEqual({
      name: 'advanceClock',
      input: { body: { ms: 60_000 } },
    });
    expect(
      scenarioCallOf({
        method: 'POST',
        path: '/__sim/exam/attempt/12/time-left',
        body: { seconds: 30 },
      }),
    ).toEqual({
      name: 'examTimeLeft',
      input: { params: { attemptId: '12' }, body: { seconds: 30 } },
    });
    expect(scenarioCallOf({ method: 'POST', path: '/__sim/reset' })).toEqual({
      name: 'reset',
      input: {},
    });
  });

  it('leaves out reads, QA’s own sign-in helpers and what no control declares', () => {
    expect(scenarioCallOf({ method: 'GET', path: '/__sim/sms?phone=13800000001' })).toBeNull();
    expect(scenarioCallOf({ method: 'POST', path: '/__sim/phone-numbers' })).toBeNull();
    expect(scenarioCallOf({ method: 'POST', path: '/__sim/native-session', body: {} })).toBeNull();
    expect(scenarioCallOf({ method: 'POST', path: '/__sim/no-such-control' })).toBeNull();
  });
});
