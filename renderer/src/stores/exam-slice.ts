import type { StateCreator } from 'zustand';
/**
 * The default exam (docs/product.md「考试与排名」). The same as the contract's (a test holds them
 * equal); not imported from it, because the contract module brings zod and this store is in the
 * first screen's JavaScript.
 */
export const DEFAULT_EXAM_ID = 5;
/** An exam's countdown starts at 15:00. */
const DEFAULT_COUNTDOWN = { minutes: 15, seconds: 0 } as const;

type ExamInfo = { continueExamId?: number | null } & Record<string, unknown>;
type Countdown = { minutes: number; seconds: number };

/** The exams' and questionnaire's part of the session: all of it is the signed-in user's. */
export type ExamSliceState = {
  examId: number;
  examInfo: ExamInfo | null;
  toolInfo: Record<string, unknown> | null;
  registerStatus: boolean;
  totalRevenue: number;
  countdown: Countdown;
};

export type ExamSlice = ExamSliceState & {
  /**
   * Stores exam info; a continueExamId becomes the current examId (docs/product.md「考试与排名」).
   */
  setExamInfo: (info: ExamInfo | null) => void;
  setExamId: (examId: number) => void;
  setToolInfo: (info: Record<string, unknown> | null) => void;
  setRegisterStatus: (status: boolean) => void;
  setTotalRevenue: (value: number) => void;
  setCountdown: (countdown: Countdown) => void;
  resetCountdown: () => void;
};

export const initialExamSlice: ExamSliceState = {
  examId: DEFAULT_EXAM_ID,
  examInfo: null,
  toolInfo: null,
  registerStatus: false,
  totalRevenue: 0,
  countdown: { ...DEFAULT_COUNTDOWN },
};

export const createExamSlice: StateCreator<ExamSlice> = (set) => ({
  ...initialExamSlice,
  setExamInfo: (examInfo) =>
    set((state) => ({
      examInfo,
      examId: examInfo?.continueExamId ? Number(examInfo.continueExamId) : state.examId,
    })),
  setExamId: (examId) => set({ examId }),
  setToolInfo: (toolInfo) => set({ toolInfo }),
  setRegisterStatus: (registerStatus) => set({ registerStatus }),
  setTotalRevenue: (totalRevenue) => set({ totalRevenue }),
  setCountdown: (countdown) => set({ countdown }),
  resetCountdown: () => set({ countdown: { ...DEFAULT_COUNTDOWN } }),
});
