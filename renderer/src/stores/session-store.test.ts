import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/contracts/api/auth';
import { initialSessionState, useSessionStore } from './session-store';
import { redPacketLabel } from './red-packet';
import { TOKEN_STORAGE_KEY } from './token-storage';

const member: UserInfo = {
  id: 21,
  phone: '13800000021',
  nickname: '李会计',
  userTypeCode: 0,
  memberInfo: { avatar: 'https://img/member.png' },
  expertInfo: { avatar: 'https://img/ignored.png' },
};
const expert: UserInfo = {
  id: 3,
  phone: '13800000003',
  nickname: '王老师',
  userTypeCode: 1,
  memberInfo: { avatar: 'https://img/ignored.png' },
  expertInfo: { avatar: 'https://img/expert.png' },
};

const store = () => useSessionStore.getState();

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
});

describe('session store defaults (spec §3, §9)', () => {
  it('starts with 深圳, exam 5, a 15:00 countdown and app version 4.0.0', () => {
    expect(store().city).toBe('深圳');
    expect(store().examId).toBe(5);
    expect(store().countdown).toEqual({ minutes: 15, seconds: 0 });
    expect(store().deviceInfo.appversion).toBe('4.0.0');
    expect(store().token).toBeNull();
    expect(store().userInfo).toBeNull();
    expect(store().videoHistory).toEqual([]);
    expect(store().recordLiveParams).toEqual({
      liveType: null,
      singleLiveId: null,
      seriesLiveId: null,
      chapterId: null,
      watchTime: 0,
      isComplete: false,
    });
  });

  it('persists the chosen city across visits, but not the token', async () => {
    store().setCity('北京');
    store().setToken('tok');
    const raw = localStorage.getItem('tax-h5-session') ?? '{}';
    const saved = JSON.parse(raw) as { state: Record<string, unknown> };
    expect(saved.state.city).toBe('北京');
    expect(saved.state).not.toHaveProperty('token');
    // A new visit: memory back to defaults, storage as the last visit left it.
    useSessionStore.setState({ city: '深圳' });
    localStorage.setItem('tax-h5-session', raw);
    await useSessionStore.persist.rehydrate();
    expect(store().city).toBe('北京');
  });
});

describe('session transitions (spec §4)', () => {
  it('sets the token on login (kept in sessionStorage) and clears it to null on logout', () => {
    store().setToken('tok-1');
    expect(store().token).toBe('tok-1');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    store().setUserInfo(member);
    store().logout();
    expect(store().token).toBeNull();
    expect(store().userInfo).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('copies the avatar from memberInfo for a member and expertInfo for an expert', () => {
    store().setUserInfo(member);
    expect(store().userInfo?.avatar).toBe('https://img/member.png');
    store().setUserInfo(expert);
    expect(store().userInfo?.avatar).toBe('https://img/expert.png');
  });

  it('takes examId from continueExamId when exam info gives one', () => {
    store().setExamInfo({ continueExamId: 12, title: '个税知识竞赛' });
    expect(store().examId).toBe(12);
    expect(store().examInfo).toMatchObject({ title: '个税知识竞赛' });
    store().setExamInfo({ continueExamId: null });
    expect(store().examId).toBe(12);
  });

  it('resets the countdown to 15:00', () => {
    store().setCountdown({ minutes: 3, seconds: 20 });
    store().resetCountdown();
    expect(store().countdown).toEqual({ minutes: 15, seconds: 0 });
  });

  it('keeps one video history entry per video, latest first', () => {
    store().saveVideoHistory({ id: 1, currentTime: 10, playbackRate: 1 });
    store().saveVideoHistory({ id: 2, currentTime: 5, playbackRate: 1.5 });
    store().saveVideoHistory({ id: 1, currentTime: 42, playbackRate: 2 });
    expect(store().videoHistory).toEqual([
      { id: 1, currentTime: 42, playbackRate: 2 },
      { id: 2, currentTime: 5, playbackRate: 1.5 },
    ]);
  });

  it('merges record-live params', () => {
    store().setRecordLiveParams({ liveType: 1, singleLiveId: 8 });
    store().setRecordLiveParams({ watchTime: 30 });
    expect(store().recordLiveParams).toMatchObject({ liveType: 1, singleLiveId: 8, watchTime: 30, isComplete: false });
  });

  it('counts pending requests and never goes below zero', () => {
    store().requestStarted();
    store().requestStarted();
    store().requestFinished();
    store().requestFinished();
    store().requestFinished();
    expect(store().pendingRequests).toBe(0);
  });
});

describe('redPacketLabel (spec §4)', () => {
  it('labels withdrawals 红包提现, invite income 邀请红包 and answer income 答题红包', () => {
    expect(redPacketLabel({ type: 'withdrawal', source: 'invite' })).toBe('红包提现');
    expect(redPacketLabel({ type: 'income', source: 'invite' })).toBe('邀请红包');
    expect(redPacketLabel({ type: 'income', source: 'answer' })).toBe('答题红包');
  });
});
