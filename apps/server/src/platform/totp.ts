import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 30 s steps, 6 digits. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now absorbs clock drift between phone and server. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    ...TOTP_SETTINGS,
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
  }).toString();
}

export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step a code belongs to, within one step of `now`, or null. Callers accept a step
 * only if it is later than the last one accepted, so each code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...TOTP_SETTINGS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
}
