import type { KycDocumentState, KycStatus } from '@lale/contract/kyc';

/** The badge colour of a document's state, the same for the player and for operators. */
export const STATE_COLOR: Record<KycDocumentState, string> = {
  not_sent: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export const KYC_STATUS_COLOR: Record<KycStatus, string> = {
  unverified: 'gray',
  pending: 'yellow',
  verified: 'green',
};
