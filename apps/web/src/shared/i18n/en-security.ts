import type { trSecurity } from './tr-security.ts';

/** English texts of the account-security tabs of /profile; keys match Turkish. */
export const enSecurity: typeof trSecurity = {
  security: {
    cancel: 'Cancel',
    createdAt: 'Signed in',
    currentPassword: 'Current password',
    device: 'Device',
    emailBody:
      'We send a confirmation link to the new address; your address changes when you open it.',
    endOtherSessions: 'End my sessions on other devices',
    endSession: 'End session',
    gaCodeLabel: 'Google Authenticator code',
    gaConfirm: 'Verify the code and turn on',
    gaOffBody:
      'At login, besides your password, you will be asked for the 6-digit code of the Google Authenticator app.',
    gaOnBody: 'To remove it, enter the current 6-digit code of the app.',
    gaOrType: 'If you cannot scan the QR code, type this key into the app:',
    gaQrAlt: 'Google Authenticator set-up QR code',
    gaRemove: 'Remove Google Authenticator',
    gaScan: 'In the Google Authenticator app, tap “+” and scan this QR code.',
    gaSetUp: 'Set up Google Authenticator',
    gaShownOnce:
      'This key is shown only now. If you leave the page before finishing, you will need to start again.',
    gaTitle: 'Google Authenticator',
    ip: 'IP address',
    lastSeenAt: 'Last active',
    newEmail: 'New email address',
    newEmailConfirm: 'New email address (again)',
    newUsername: 'New username',
    noSessions: 'No open sessions were found.',
    sessionsBody: 'The devices your account is signed in on. End any session you do not recognise.',
    sessionsTitle: 'Open sessions',
    smsBody: 'Send a code to your phone and enter it here to check that texts reach you.',
    smsCodeLabel: 'SMS code',
    smsConfirm: 'Verify the code',
    smsConfirmed: 'Your phone number is verified',
    smsResend: 'Send the code again',
    smsSend: 'Send a code to my phone',
    smsSentTo: 'The code was sent to {{phone}}.',
    smsTitle: 'SMS verification',
    thisDevice: 'This device',
    typeBody:
      'Choose which second step login asks for. A switch needs a code of the chosen method; turning it off needs your password.',
    typeCurrent: 'Current method: {{type}}',
    typeSave: 'Save',
    typeTitle: 'Two-step verification method',
    types: { ga: 'Google Authenticator', none: 'Off', sms: 'SMS' },
    unknownDevice: 'Unknown device',
  },
};
