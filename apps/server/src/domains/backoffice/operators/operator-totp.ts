import type { OperatorTotpEnrolment } from '@lale/contract/backoffice';
import type { FieldCipher } from '../../../platform/field-encryption/field-cipher.ts';
import { matchTotp, newTotpSecret, otpauthUrl, qrDataUrl } from '../../../platform/totp.ts';

/** Both the enrolled and the pending secret are sealed under this purpose. */
export const OPERATOR_TOTP_PURPOSE = 'operators.totp_secret';
const ISSUER = 'Lale Back Office';

export interface OperatorTotpColumns {
  totpSecretSealed: string | null;
  totpPendingSealed: string | null;
}

/**
 * The time step of `code` if it is one of the secret's codes (one step either side of now),
 * else null. The caller accepts the step only if it is later than the last one accepted.
 */
export function operatorCodeStep(
  cipher: FieldCipher,
  sealed: string,
  code: string,
  now: Date,
): number | null {
  return matchTotp(cipher.open(sealed, OPERATOR_TOTP_PURPOSE), code, now);
}

/** Whether `sealed` holds `secret` (the demo admin's published one). */
export function sealsSecret(cipher: FieldCipher, sealed: string, secret: string): boolean {
  return cipher.open(sealed, OPERATOR_TOTP_PURPOSE) === secret;
}

/** A new secret to enrol, sealed for the operator's row and shown to it this once. */
export async function newOperatorEnrolment(
  cipher: FieldCipher,
  username: string,
): Promise<{ sealed: string; enrolment: OperatorTotpEnrolment }> {
  const secret = newTotpSecret();
  return {
    sealed: cipher.seal(secret, OPERATOR_TOTP_PURPOSE),
    enrolment: await show(secret, username),
  };
}

/** The pending secret again (the operator reloaded the sign-in before entering a code). */
export async function pendingEnrolment(
  cipher: FieldCipher,
  sealed: string,
  username: string,
): Promise<OperatorTotpEnrolment> {
  return show(cipher.open(sealed, OPERATOR_TOTP_PURPOSE), username);
}

async function show(secret: string, username: string): Promise<OperatorTotpEnrolment> {
  const url = otpauthUrl(secret, username, ISSUER);
  return { secret, otpauthUrl: url, qrDataUrl: await qrDataUrl(url) };
}
