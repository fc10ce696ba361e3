import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  CALCULATOR_PERSISTED_KEYS,
  createCalculatorSlice,
  initialCalculatorSlice,
  type CalculatorSlice,
} from './calculator-slice';
import { createDeviceSlice, initialDeviceSlice, type DeviceSlice } from './device-slice';
import { createExamSlice, initialExamSlice, type ExamSlice } from './exam-slice';
import { createLiveSlice, initialLiveSlice, type LiveSlice } from './live-slice';
import { createMemberSlice, initialMemberSlice, type MemberSlice } from './member-slice';
import { createSessionSlice, initialSessionSlice, type SessionSlice } from './session-slice';
import { jsonStorageWritingChanges } from './json-storage-writing-changes';
import { writeStoredToken } from './token-storage';
import { createUiSlice, initialUiSlice, type UiSlice } from './ui-slice';

export { type SessionUser } from './session-slice';

/** The app's one store (the session state): the account, UI flags and each area's part. */
export type SessionStore = SessionSlice &
  UiSlice &
  DeviceSlice &
  CalculatorSlice &
  ExamSlice &
  MemberSlice &
  LiveSlice;
type Actions<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K];
};
type SessionActions = Actions<SessionStore>;
export type SessionState = Omit<SessionStore, keyof SessionActions>;

/** Every field at its default: a fresh visit, and what tests reset to. */
export const initialSessionState: SessionState = {
  ...initialSessionSlice,
  ...initialUiSlice,
  ...initialDeviceSlice,
  ...initialCalculatorSlice,
  ...initialExamSlice,
  ...initialMemberSlice,
  ...initialLiveSlice,
};

/**
 * What belongs to the signed-in account and goes back to its default when the account ends
 * (logout, another account): the exam and questionnaire state, benefits, course watching. The city,
 * the deductions and where videos were left belong to the phone's user and stay.
 */
const USER_SCOPED_DEFAULTS: Partial<SessionState> = {
  ...initialExamSlice,
  ...initialMemberSlice,
  livingStatus: initialLiveSlice.livingStatus,
  previewInfo: initialLiveSlice.previewInfo,
  recordLiveParams: initialLiveSlice.recordLiveParams,
};

/**
 * Fields kept across visits (localStorage). The token lives in sessionStorage
 * (docs/product.md「账号与登录」).
 */
const PERSISTED_KEYS = [...CALCULATOR_PERSISTED_KEYS, 'videoHistory'] as const;

export const useSessionStore = create<SessionStore>()(
  persist(
    (...slice) => ({
      ...createSessionSlice<SessionStore>(USER_SCOPED_DEFAULTS)(...slice),
      ...createUiSlice(...slice),
      ...createDeviceSlice(...slice),
      ...createCalculatorSlice(...slice),
      ...createExamSlice(...slice),
      ...createMemberSlice(...slice),
      ...createLiveSlice(...slice),
    }),
    {
      name: 'tax-h5-session',
      version: 1,
      storage: jsonStorageWritingChanges(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]])) as Partial<SessionStore>,
    },
  ),
);

// The store is the one source of truth; sessionStorage mirrors its token.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) writeStoredToken(state.token);
});
