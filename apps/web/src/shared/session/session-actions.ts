import { SESSION_EXPIRY_OFFSET_MS } from '@lale/contract/constants';
import { normalizeLang } from '@lale/contract/languages';
import type { LoginData, TwoFactorType, UserProfile } from '@lale/contract/methods/user';
import { useAppStore } from '../store/app-store.ts';

/** SPEC §4: a successful login stores profile, session and auth (no secret: it is a cookie). */
export function storeLogin(data: LoginData, now: number): void {
  const lang = normalizeLang(data.language);
  useAppStore.setState({
    userSession: { uid: data.uid, uip: data.uip, gmt: data.gtm, lang },
    userAuth: { uid: data.uid, uip: data.uip },
    userProfile: {
      uid: data.uid,
      username: data.username,
      firstname: data.firstname,
      lastname: data.lastname,
      lastlogin: data.lastlogin,
    },
    ridValue: data.rid,
    expirationDate: now + SESSION_EXPIRY_OFFSET_MS,
    userActivityStartTime: now,
  });
}

/** SPEC §4: these replies clear session and profile; login failure and inactive account also auth. */
export function clearSession(options: { alsoAuth: boolean }): void {
  const { userSession, userProfile, userAuth } = useAppStore.getState();
  if (!userSession && !userProfile && !(options.alsoAuth && userAuth)) return;
  useAppStore.setState(
    options.alsoAuth
      ? { userSession: null, userProfile: null, userAuth: null }
      : { userSession: null, userProfile: null },
  );
}

/** SPEC §4 logout: removes profile, session, auth, ridValue and expirationDate. */
export function clearLogin(): void {
  useAppStore.setState({
    userSession: null,
    userProfile: null,
    userAuth: null,
    ridValue: null,
    expirationDate: null,
    otpStatus: false,
  });
}

/** Fills the names of the stored profile once the full profile has loaded. */
export function mergeProfile(profile: UserProfile): void {
  const current = useAppStore.getState().userProfile;
  if (!current || current.uid !== profile.uid) return;
  useAppStore.setState({
    userProfile: {
      ...current,
      username: profile.username,
      firstname: profile.firstname,
      lastname: profile.lastname,
    },
    otpStatus: otpStatusOf(profile.twoFactor),
  });
}

/** SPEC §4 otpStatus: on while a second factor (authenticator or SMS) guards the login. */
export function otpStatusOf(twoFactor: TwoFactorType | null | undefined): boolean {
  return twoFactor === 'ga' || twoFactor === 'sms';
}

export function setOtpStatus(twoFactor: TwoFactorType): void {
  useAppStore.setState({ otpStatus: otpStatusOf(twoFactor) });
}

/** SPEC §4: the expiry is stored as now + 15 s, renewed while the server confirms the session. */
export function renewExpiry(now: number): void {
  if (isSignedIn()) useAppStore.setState({ expirationDate: now + SESSION_EXPIRY_OFFSET_MS });
}

/** SPEC §7 system ping failure: the stored profile, session and expiry go. */
export function clearPingFailure(): void {
  useAppStore.setState({ userProfile: null, userSession: null, expirationDate: null });
}

export function isSignedIn(state = useAppStore.getState()): boolean {
  return state.userSession !== null || state.userAuth !== null;
}

export function useIsSignedIn(): boolean {
  return useAppStore((state) => state.userSession !== null || state.userAuth !== null);
}
