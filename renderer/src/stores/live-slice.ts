import type { StateCreator } from 'zustand';

type VideoHistory = { id: string | number; currentTime: number; playbackRate: number };
type RecordLiveParams = {
  liveType: number | null;
  singleLiveId: number | null;
  seriesLiveId: number | null;
  chapterId: number | null;
  watchTime: number;
  isComplete: boolean;
};

/** The courses' part of the session. */
export type LiveSliceState = {
  /** Where each video was left on this phone (persisted), latest first. */
  videoHistory: VideoHistory[];
  livingStatus: number | null;
  previewInfo: Record<string, unknown> | null;
  /** What the record-live call posts for the signed-in user's watching. */
  recordLiveParams: RecordLiveParams;
};

export type LiveSlice = LiveSliceState & {
  /** Remembers where a video was left (one entry per id, latest first). */
  saveVideoHistory: (entry: VideoHistory) => void;
  setLivingStatus: (status: number | null) => void;
  setPreviewInfo: (info: Record<string, unknown> | null) => void;
  setRecordLiveParams: (params: Partial<RecordLiveParams>) => void;
};

const VIDEO_HISTORY_LIMIT = 50;

export const initialLiveSlice: LiveSliceState = {
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
};

export const createLiveSlice: StateCreator<LiveSlice> = (set) => ({
  ...initialLiveSlice,
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
});
