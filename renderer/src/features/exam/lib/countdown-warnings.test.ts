import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_MESSAGE, countdownWarning, formatClock } from './countdown-warnings';

describe('countdownWarning (warned at 5:00 and 1:00 left)', () => {
  it('says nothing while more than five minutes are left', () => {
    expect(countdownWarning(null, 900)).toBeNull();
    expect(countdownWarning(302, 301)).toBeNull();
  });

  it('warns once when 5:00 is reached, not on the following seconds', () => {
    expect(countdownWarning(301, 300)).toBe('答题时间剩余不足5分钟');
    expect(countdownWarning(300, 299)).toBeNull();
    expect(countdownWarning(120, 61)).toBeNull();
  });

  it('warns once when 1:00 is reached', () => {
    expect(countdownWarning(61, 60)).toBe('答题时间剩余不足1分钟，请抓紧作答');
    expect(countdownWarning(60, 59)).toBeNull();
  });

  it('tells only the most urgent mark when a background tab jumped over both', () => {
    expect(countdownWarning(400, 30)).toBe('答题时间剩余不足1分钟，请抓紧作答');
  });

  it('after a reload past a mark, tells it once from the first reading', () => {
    expect(countdownWarning(null, 250)).toBe('答题时间剩余不足5分钟');
    expect(countdownWarning(null, 45)).toBe('答题时间剩余不足1分钟，请抓紧作答');
  });

  it('leaves 0 to the automatic submission', () => {
    expect(countdownWarning(1, 0)).toBeNull();
    expect(AUTO_SUBMIT_MESSAGE).toBe('答题时间已到，已为您自动交卷');
  });
});

describe('formatClock', () => {
  it('shows mm:ss from 15:00 down to 00:00', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(-3)).toBe('00:00');
  });
});
