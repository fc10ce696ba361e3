import type { StateCreator } from 'zustand';

/** Membership's part of the session: the benefits being claimed (the signed-in user's). */
export type MemberSliceState = { welfare: Record<string, unknown> | null };

export type MemberSlice = MemberSliceState & {
  setWelfare: (welfare: Record<string, unknown> | null) => void;
};

export const initialMemberSlice: MemberSliceState = { welfare: null };

export const createMemberSlice: StateCreator<MemberSlice> = (set) => ({
  ...initialMemberSlice,
  setWelfare: (welfare) => set({ welfare }),
});
