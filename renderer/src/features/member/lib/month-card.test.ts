import { describe, expect, it } from 'vitest';
import type { FirmApplication, MemberCenter, MemberPlan } from '@/contracts/api/member';
import { monthCardPlan, monthCardState } from './month-card';

const center = (level: number, status: MemberCenter['status']) =>
  ({ level, status }) as MemberCenter;
const application = (status: number) => ({ status }) as FirmApplication;

describe('the enterprise month card', () => {
  it('is claimed while an enterprise membership runs', () => {
    expect(monthCardState(center(2, 'trial'), application(1))).toBe('claimed');
    expect(monthCardState(center(2, 'expiring'), null)).toBe('claimed');
  });

  it('has expired once the approved trial has run out', () => {
    expect(monthCardState(center(2, 'expired'), application(1))).toBe('expired');
    expect(monthCardState(center(1, 'active'), application(1))).toBe('expired');
  });

  it('is under review while the application waits, else unclaimed', () => {
    expect(monthCardState(center(0, 'none'), application(0))).toBe('reviewing');
    expect(monthCardState(center(0, 'none'), application(2))).toBe('unclaimed');
    expect(monthCardState(null, null)).toBe('unclaimed');
  });

  it('is the enterprise plan of about a month', () => {
    const plans = [
      { id: 4, level: 2, days: 30 },
      { id: 5, level: 2, days: 365 },
      { id: 1, level: 1, days: 31 },
    ] as MemberPlan[];
    expect(monthCardPlan(plans)?.id).toBe(4);
    expect(monthCardPlan([])).toBeNull();
  });
});
