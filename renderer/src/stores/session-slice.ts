import type { StateCreator } from 'zustand';
import type { UserInfo } from '@/contracts';
import { readStoredToken } from './token-storage';

/** The user with `avatar` copied from memberInfo (userTypeCode 0) or expertInfo (1). */
export type SessionUser = UserInfo & { avatar?: string };

export type SessionSliceState = {
  userInfo: SessionUser | null;
  token: string | null;
  /**
   * Counts the accounts that ended (logout, or a token or user replaced by another): whatever a
   * page holds for the previous account is stale once it changes (the shell remounts the pages).
   * Logging in from anonymous does not count: the page's in-progress action continues.
   */
  accountEpoch: number;
};

type SessionSliceActions = {
  setToken: (token: string | null) => void;
  /** Stores the user, copying the avatar from memberInfo or expertInfo by userTypeCode. */
  setUserInfo: (user: UserInfo | null) => void;
  /**
   * Token null and user cleared (docs/product.md「账号与登录」), with every per-user field of the
   * other slices.
   */
  logout: () => void;
};

export type SessionSlice = SessionSliceState & SessionSliceActions;

export const initialSessionSlice: SessionSliceState = {
  userInfo: null,
  token: null,
  accountEpoch: 0,
};

/**
 * userTypeCode 0 is a member (memberInfo.avatar), 1 an expert (expertInfo.avatar)
 * (docs/product.md「账号与登录」).
 */
function withAvatar(user: UserInfo): SessionUser {
  const source = user.userTypeCode === 1 ? user.expertInfo : user.memberInfo;
  const avatar = source?.avatar ?? user.avatar;
  return avatar === undefined ? { ...user } : { ...user, avatar };
}

/**
 * The account slice. `userScopedDefaults` are the other slices' per-user fields at their defaults:
 * they are put back whenever an account ends, so the next account never sees the last one's state.
 */
export function createSessionSlice<S extends SessionSlice>(
  userScopedDefaults: Partial<S>,
): StateCreator<S, [], [], SessionSlice> {
  return (set) => {
    const accountEnded = (state: S) => ({
      ...userScopedDefaults,
      userInfo: null,
      accountEpoch: state.accountEpoch + 1,
    });
    return {
      ...initialSessionSlice,
      // A reload in the same tab keeps the session (the token lives in sessionStorage).
      token: readStoredToken(),
      setToken: (token) =>
        set(
          (state) =>
            (state.token !== null && token !== state.token
              ? { ...accountEnded(state), token }
              : { token }) as Partial<S>,
        ),
      setUserInfo: (user) =>
        set((state) => {
          const next = user ? withAvatar(user) : null;
          const replaced =
            next !== null && state.userInfo !== null && next.id !== state.userInfo.id;
          return (
            replaced ? { ...accountEnded(state), userInfo: next } : { userInfo: next }
          ) as Partial<S>;
        }),
      logout: () =>
        set(
          (state) =>
            (state.token === null && state.userInfo === null
              ? {}
              : { ...accountEnded(state), token: null }) as Partial<S>,
        ),
    };
  };
}
