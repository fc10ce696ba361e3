import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DeviceInfo, UserInfo } from '@/contracts';
import { readStoredToken, writeStoredToken } from './token-storage';

/** Spec §9 defaults. */
export const DEFAULT_CITY = '深圳';
export const DEFAULT_EXAM_ID = 5;
export const DEFAULT_COUNTDOWN = { minutes: 15, seconds: 0 } as const;
export const DEFAULT_APP_VERSION = '4.0.0';

/** The user with `avatar` copied from memberInfo (userTypeCode 0) or expertInfo (1), spec §3. */
export type SessionUser = UserInfo & { avatar?: string };

export type ExamInfo = { continueExamId?: number | null } & Record<string, unknown>;
export type VideoHistory = { id: string | number; currentTime: number; playbackRate: number };
export type RecordLiveParams = {
  liveType: number | null;
  singleLiveId: number | null;
  seriesLiveId: number | null;
  chapterId: number | null;
  watchTime: number;
  isComplete: boolean;
};
export type Countdown = { minutes: number; seconds: number };

export type SessionState = {
  userInfo: SessionUser | null;
  token: string | null;
  city: string;
  examId: number;
  examInfo: ExamInfo | null;
  toolInfo: Record<string, unknown> | null;
  registerStatus: boolean;
  /** Monthly total of the special additional deductions (yuan). */
  annexMoney: number;
  /** Annual one-off deduction items (yuan), e.g. serious illness. */
  annexMoneyForYear: number;
  /** Their sum over the year (yuan). */
  totalAnnexMoney: number;
  /** The chosen deduction items. */
  selectItem: string[];
  totalRevenue: number;
  welfare: Record<string, unknown> | null;
  countdown: Countdown;
  videoHistory: VideoHistory[];
  livingStatus: number | null;
  previewInfo: Record<string, unknown> | null;
  recordLiveParams: RecordLiveParams;
  deviceInfo: DeviceInfo;
  /** The login overlay is shown (spec §2 "login flag"). */
  loginVisible: boolean;
  /** Requests in flight: the global loading indicator shows while > 0. */
  pendingRequests: number;
  /** A skeleton page is waiting for its data. */
  skeletonLoading: boolean;
};

export type SessionActions = {
  setToken: (token: string | null) => void;
  /** Stores the user, copying the avatar from memberInfo or expertInfo by userTypeCode. */
  setUserInfo: (user: UserInfo | null) => void;
  /** Token null and user cleared (spec §4). */
  logout: () => void;
  setCity: (city: string) => void;
  /** Stores exam info; a continueExamId becomes the current examId (spec §4). */
  setExamInfo: (info: ExamInfo | null) => void;
  setExamId: (examId: number) => void;
  setToolInfo: (info: Record<string, unknown> | null) => void;
  setRegisterStatus: (status: boolean) => void;
  setAnnex: (
    annex: Pick<
      SessionState,
      'annexMoney' | 'annexMoneyForYear' | 'totalAnnexMoney' | 'selectItem'
    >,
  ) => void;
  setTotalRevenue: (value: number) => void;
  setWelfare: (welfare: Record<string, unknown> | null) => void;
  setCountdown: (countdown: Countdown) => void;
  resetCountdown: () => void;
  /** Remembers where a video was left (one entry per id, latest first). */
  saveVideoHistory: (entry: VideoHistory) => void;
  setLivingStatus: (status: number | null) => void;
  setPreviewInfo: (info: Record<string, unknown> | null) => void;
  setRecordLiveParams: (params: Partial<RecordLiveParams>) => void;
  setDeviceInfo: (info: Partial<DeviceInfo>) => void;
  showLogin: () => void;
  hideLogin: () => void;
  requestStarted: () => void;
  requestFinished: () => void;
  setSkeletonLoading: (loading: boolean) => void;
};

export const initialSessionState: SessionState = {
  userInfo: null,
  token: null,
  city: DEFAULT_CITY,
  examId: DEFAULT_EXAM_ID,
  examInfo: null,
  toolInfo: null,
  registerStatus: false,
  annexMoney: 0,
  annexMoneyForYear: 0,
  totalAnnexMoney: 0,
  selectItem: [],
  totalRevenue: 0,
  welfare: null,
  countdown: { ...DEFAULT_COUNTDOWN },
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
    appversion: DEFAULT_APP_VERSION,
    deviceToken: '',
    deviceNum: '',
    deviceModel: '',
  },
  loginVisible: false,
  pendingRequests: 0,
  skeletonLoading: false,
};

/** Spec §3: userTypeCode 0 is a member (memberInfo.avatar), 1 an expert (expertInfo.avatar). */
export function withAvatar(user: UserInfo): SessionUser {
  const source = user.userTypeCode === 1 ? user.expertInfo : user.memberInfo;
  const avatar = source?.avatar ?? user.avatar;
  return avatar === undefined ? { ...user } : { ...user, avatar };
}

const VIDEO_HISTORY_LIMIT = 50;

/** Fields kept across visits (localStorage). The token lives in sessionStorage (spec §7). */
const PERSISTED_KEYS = [
  'city',
  'annexMoney',
  'annexMoneyForYear',
  'totalAnnexMoney',
  'selectItem',
  'videoHistory',
] as const;

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSessionState,
      // A reload in the same tab keeps the session (spec §7: the token lives in sessionStorage).
      token: readStoredToken(),
      setToken: (token) => set({ token }),
      setUserInfo: (user) => set({ userInfo: user ? withAvatar(user) : null }),
      logout: () => set({ token: null, userInfo: null }),
      setCity: (city) => set({ city }),
      setExamInfo: (examInfo) =>
        set((state) => ({
          examInfo,
          examId: examInfo?.continueExamId ? Number(examInfo.continueExamId) : state.examId,
        })),
      setExamId: (examId) => set({ examId }),
      setToolInfo: (toolInfo) => set({ toolInfo }),
      setRegisterStatus: (registerStatus) => set({ registerStatus }),
      setAnnex: (annex) => set({ ...annex, selectItem: [...annex.selectItem] }),
      setTotalRevenue: (totalRevenue) => set({ totalRevenue }),
      setWelfare: (welfare) => set({ welfare }),
      setCountdown: (countdown) => set({ countdown }),
      resetCountdown: () => set({ countdown: { ...DEFAULT_COUNTDOWN } }),
      saveVideoHistory: (entry) =>
        set((state) => ({
          videoHistory: [
            entry,
            ...state.videoHistory.filter((v) => String(v.id) !== String(entry.id)),
          ].slice(0, VIDEO_HISTORY_LIMIT),
        })),
      setLivingStatus: (livingStatus) => set({ livingStatus }),
      setPreviewInfo: (previewInfo) => set({ previewInfo }),
      setRecordLiveParams: (params) =>
        set((state) => ({ recordLiveParams: { ...state.recordLiveParams, ...params } })),
      setDeviceInfo: (info) => set((state) => ({ deviceInfo: { ...state.deviceInfo, ...info } })),
      showLogin: () => set({ loginVisible: true }),
      hideLogin: () => set({ loginVisible: false }),
      requestStarted: () => set((state) => ({ pendingRequests: state.pendingRequests + 1 })),
      requestFinished: () =>
        set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1) })),
      setSkeletonLoading: (skeletonLoading) => set({ skeletonLoading }),
    }),
    {
      name: 'tax-h5-session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]])) as Partial<SessionState>,
    },
  ),
);

// The store is the one source of truth; sessionStorage mirrors its token.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) writeStoredToken(state.token);
});
