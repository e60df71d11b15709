import type { LoginData, UserProfile } from '@lale/contract/methods/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateFromStorage, useAppStore } from '../store/app-store.ts';
import { clearLogin, mergeProfile, otpStatusOf, storeLogin } from './session-actions.ts';

const login: LoginData = {
  uid: 7,
  uip: '10.0.0.1',
  gtm: 'GMT+03:00',
  language: 'en',
  username: 'ada',
  firstname: 'Ada',
  lastname: 'Lale',
  lastlogin: null,
  rid: 3,
  twoFactor: null,
  challenge: null,
};

const profile = (twoFactor: UserProfile['twoFactor']): UserProfile => ({
  uid: 7,
  firstname: 'Ada',
  lastname: 'Lale',
  username: 'ada',
  email: 'ada@example.com',
  phone: '+905321234567',
  birthdate: '1990-01-01',
  country: 'TR',
  city: 'İzmir',
  address: 'Kordon',
  currency: 'TRY',
  emailVerified: true,
  twoFactor,
  smsOptIn: false,
  emailOptIn: false,
});

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
});

describe('stored login (SPEC §3/§4)', () => {
  it('stores session, auth, profile, rid as ridValue and the expiry as now + 15 s', () => {
    storeLogin(login, 1_000);
    const state = useAppStore.getState();
    expect(state.userSession).toEqual({ uid: 7, uip: '10.0.0.1', gmt: 'GMT+03:00', lang: 'en' });
    expect(state.userAuth).toEqual({ uid: 7, uip: '10.0.0.1' });
    expect(localStorage.getItem('ridValue')).toBe('3');
    expect(localStorage.getItem('expirationDate')).toBe('16000');
  });
});

describe('otpStatus (SPEC §4: true while a second factor is on)', () => {
  it('follows the factor', () => {
    expect([otpStatusOf('ga'), otpStatusOf('sms'), otpStatusOf('none'), otpStatusOf(null)]).toEqual(
      [true, true, false, false],
    );
  });

  it('comes from the loaded profile, with its names, and goes at logout', () => {
    storeLogin(login, 1_000);
    mergeProfile(profile('ga'));
    expect(useAppStore.getState().otpStatus).toBe(true);
    expect(useAppStore.getState().userProfile).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lale',
    });
    mergeProfile(profile('none'));
    expect(useAppStore.getState().otpStatus).toBe(false);
    mergeProfile(profile('sms'));
    clearLogin();
    expect(useAppStore.getState().otpStatus).toBe(false);
  });

  it("ignores another player's profile", () => {
    storeLogin(login, 1_000);
    mergeProfile({ ...profile('ga'), uid: 8 });
    expect(useAppStore.getState().otpStatus).toBe(false);
  });
});
