import type { StateCreator } from 'zustand';

export type UiSliceState = {
  /** The login overlay is shown (docs/product.md「账号与登录」). */
  loginVisible: boolean;
  /** Requests in flight: the global loading indicator shows while > 0. */
  pendingRequests: number;
  /** A skeleton page is waiting for its data. */
  skeletonLoading: boolean;
};

export type UiSlice = UiSliceState & {
  showLogin: () => void;
  hideLogin: () => void;
  requestStarted: () => void;
  /** Never below zero: a finish without a start (a late abort) cannot hide a later load. */
  requestFinished: () => void;
  setSkeletonLoading: (loading: boolean) => void;
};

export const initialUiSlice: UiSliceState = {
  loginVisible: false,
  pendingRequests: 0,
  skeletonLoading: false,
};

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  ...initialUiSlice,
  showLogin: () => set({ loginVisible: true }),
  hideLogin: () => set({ loginVisible: false }),
  requestStarted: () => set((state) => ({ pendingRequests: state.pendingRequests + 1 })),
  requestFinished: () =>
    set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1) })),
  setSkeletonLoading: (skeletonLoading) => set({ skeletonLoading }),
});
