import type { DataProtection } from '../../../platform/field-encryption/data-protection.ts';
import type { UserRow } from '../users.repository.ts';

/**
 * The columns of `users` stored sealed, each with the purpose its ciphertext is bound to: a
 * value copied into another column does not open.
 */
export const SEALED_COLUMNS = {
  identityNumber: { column: 'identity_number', purpose: 'users.identity_number' },
  gaSecret: { column: 'ga_secret', purpose: 'users.ga_secret' },
  gaPendingSecret: { column: 'ga_pending_secret', purpose: 'users.ga_pending_secret' },
} as const;

const IDENTITY = SEALED_COLUMNS.identityNumber.purpose;
const GA = SEALED_COLUMNS.gaSecret.purpose;
const GA_PENDING = SEALED_COLUMNS.gaPendingSecret.purpose;

/**
 * The accounts' only way to the plaintext of an identity number or a TOTP secret, and to the
 * blind index that keeps identity numbers unique. Nothing else reads or writes those columns.
 */
export class SealedFields {
  constructor(private readonly protection: DataProtection) {}

  /** The columns a new or corrected identity number writes. */
  identityColumns(identityNumber: string): {
    identityNumberSealed: string;
    identityNumberIndex: string;
  } {
    return {
      identityNumberSealed: this.protection.cipher.seal(identityNumber, IDENTITY),
      identityNumberIndex: this.identityIndex(identityNumber),
    };
  }

  identityIndex(identityNumber: string): string {
    return this.protection.index.of(identityNumber, IDENTITY);
  }

  /** Blind index of an e-mail address, kept where the address itself must not stay (rg_breaks). */
  emailIndex(email: string): string {
    return this.protection.index.of(email.trim().toLowerCase(), 'rg_breaks.email_index');
  }

  identityNumber(user: Pick<UserRow, 'identityNumberSealed'>): string {
    return this.protection.cipher.open(user.identityNumberSealed, IDENTITY);
  }

  sealGaSecret(secret: string): string {
    return this.protection.cipher.seal(secret, GA);
  }

  sealPendingGaSecret(secret: string): string {
    return this.protection.cipher.seal(secret, GA_PENDING);
  }

  /** The enrolled TOTP secret, or null when the player has none. */
  gaSecret(user: Pick<UserRow, 'gaSecretSealed'>): string | null {
    return this.protection.cipher.openOptional(user.gaSecretSealed, GA);
  }

  /** The generated but unconfirmed TOTP secret, or null. */
  pendingGaSecret(user: Pick<UserRow, 'gaPendingSecretSealed'>): string | null {
    return this.protection.cipher.openOptional(user.gaPendingSecretSealed, GA_PENDING);
  }
}
