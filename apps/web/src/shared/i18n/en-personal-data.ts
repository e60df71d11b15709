import type { trPersonalData } from './tr-personal-data.ts';

/** English texts of /profile's own-data blocks; keys match Turkish. */
export const enPersonalData: typeof trPersonalData = {
  personalData: {
    closeBody:
      'Your account closes for good: every session ends and you can no longer log in. Your contact and marketing details are erased, except the money records the law requires us to keep. Withdraw your balance and wait for your open bets to be settled first.',
    closeCodeGa: 'Google Authenticator code',
    closeCodeSms: 'SMS code',
    closeConfirm: 'I understand that I am closing my account',
    closeSubmit: 'Close my account',
    closeTitle: 'Close account',
    exportBody:
      'Your profile, settings, bank accounts, sessions and account, game and bet history download as one JSON file.',
    exportButton: 'Download my data',
    exportTitle: 'Your data',
  },
};
