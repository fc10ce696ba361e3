import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/contracts/api/auth';
import { initialSessionState, useSessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { DEFAULT_EXAM_ID as CONTRACT_EXAM_ID } from '@/contracts/api/exam';
import { DEFAULT_EXAM_ID } from './exam-slice';

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

describe('session store defaults', () => {
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

  it("gives every session field its default, and the app's own flags theirs", () => {
    expect(initialSessionState).toEqual({
      userInfo: null,
      token: null,
      accountEpoch: 0,
      city: '深圳',
      examId: 5,
      examInfo: null,
      toolInfo: null,
      registerStatus: false,
      annexMoney: 0,
      annexMoneyForYear: 0,
      totalAnnexMoney: 0,
      selectItem: [],
      totalRevenue: 0,
      welfare: null,
      countdown: { minutes: 15, seconds: 0 },
      videoHistory: [],
      livingStatus: null,
      previewInfo: null,
      recordLiveParams: {
        liveType: null,
        singleLiveId: null,
        seriesLiveId: null,
        chapterId: null,
        watchTime: 0,
        isComplete: false,
      },
      deviceInfo: {
        platform: 'ios',
        appversion: '4.0.0',
        deviceToken: '',
        deviceNum: '',
        deviceModel: '',
      },
      loginVisible: false,
      pendingRequests: 0,
      skeletonLoading: false,
    });
  });

  it("keeps across visits only the phone user's own choices: city, deductions, video positions", () => {
    store().setCity('广州');
    store().setExamInfo({ continueExamId: 9 });
    const saved = JSON.parse(localStorage.getItem('tax-h5-session') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(Object.keys(saved.state).sort()).toEqual([
      'annexMoney',
      'annexMoneyForYear',
      'city',
      'selectItem',
      'totalAnnexMoney',
      'videoHistory',
    ]);
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

describe("the store's first-screen weight", () => {
  it("has the contract's default exam id without importing the contract (zod stays out of the entry)", () => {
    expect(DEFAULT_EXAM_ID).toBe(CONTRACT_EXAM_ID);
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    for (const [file, source] of Object.entries(sources))
      expect(source, file).not.toMatch(/^import (?!type )[^;]*from '@\/contracts\/api\//m);
  });
});

describe('session transitions', () => {
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
    expect(store().recordLiveParams).toMatchObject({
      liveType: 1,
      singleLiveId: 8,
      watchTime: 30,
      isComplete: false,
    });
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

describe('account changes drop per-user state', () => {
  const userState = () => {
    store().setExamInfo({ continueExamId: 12 });
    store().setToolInfo({ props: 3 });
    store().setRegisterStatus(true);
    store().setTotalRevenue(880);
    store().setWelfare({ claimed: 1 });
    store().setCountdown({ minutes: 2, seconds: 5 });
    store().setLivingStatus(1);
    store().setPreviewInfo({ id: 4 });
    store().setRecordLiveParams({ liveType: 1, watchTime: 30 });
  };
  const expectUserStateDropped = () => {
    expect(store()).toMatchObject({
      userInfo: null,
      examId: 5,
      examInfo: null,
      toolInfo: null,
      registerStatus: false,
      totalRevenue: 0,
      welfare: null,
      countdown: { minutes: 15, seconds: 0 },
      livingStatus: null,
      previewInfo: null,
      recordLiveParams: initialSessionState.recordLiveParams,
    });
  };

  it('logging in from anonymous keeps the page (no new epoch)', () => {
    store().setToken('tok-a');
    store().setUserInfo(member);
    expect(store().accountEpoch).toBe(0);
  });

  it("logout drops the per-user fields, keeps the phone's own (city, deductions, video positions), and starts a new epoch", () => {
    store().setToken('tok-a');
    store().setUserInfo(member);
    userState();
    store().setCity('北京');
    store().saveVideoHistory({ id: 1, currentTime: 9, playbackRate: 1 });
    store().logout();
    expectUserStateDropped();
    expect(store().token).toBeNull();
    expect(store().accountEpoch).toBe(1);
    expect(store().city).toBe('北京');
    expect(store().videoHistory).toHaveLength(1);
    store().logout();
    expect(store().accountEpoch).toBe(1);
  });

  it("another token (the native app switched accounts) drops the previous account's state", () => {
    store().setToken('tok-a');
    store().setUserInfo(member);
    userState();
    store().setToken('tok-b');
    expectUserStateDropped();
    expect(store().token).toBe('tok-b');
    expect(store().accountEpoch).toBe(1);
    store().setToken('tok-b');
    expect(store().accountEpoch).toBe(1);
  });

  it('another user under the same token also counts as a switch; the same user updated does not', () => {
    store().setToken('tok-a');
    store().setUserInfo(member);
    store().setUserInfo({ ...member, nickname: '李会计（改）' });
    expect(store().accountEpoch).toBe(0);
    userState();
    store().setUserInfo(expert);
    expect(store().accountEpoch).toBe(1);
    expect(store().userInfo?.nickname).toBe('王老师');
    expect(store().examInfo).toBeNull();
  });
});
