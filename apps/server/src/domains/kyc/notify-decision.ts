import type { DocumentKind, DocumentStatus } from '@lale/contract/backoffice-players';
import { afterCommit, type Db } from '../../db/client.ts';
import type { Postman } from '../../platform/messaging/postman.ts';
import { documentDecisionEmail } from './decision-mail.ts';
import { kycRepository } from './kyc.repository.ts';

/** How the player hears of a decision: a mail to the address on file, linking their documents. */
export interface KycNotifier {
  postman: Pick<Postman, 'dispatchEmail'>;
  publicUrl: string;
}

/** The page where the player reads each document's state and sends a new one. */
export const DOCUMENTS_PAGE = '/profile?tab=documents';

/** Mails the player an approval or a rejection with its reason; a pending mark says nothing. */
export async function notifyDecision(
  db: Db,
  notifier: KycNotifier,
  decision: { uid: number; kind: DocumentKind; status: DocumentStatus; note: string | null },
): Promise<boolean> {
  if (decision.status === 'pending') return false;
  const to = await kycRepository.recipient(db, decision.uid);
  if (!to) return false;
  // Told once the decision is stored: inside a transaction, only if it commits.
  const mail = documentDecisionEmail({
    to: to.email,
    language: to.language,
    kind: decision.kind,
    approved: decision.status === 'approved',
    reason: decision.note,
    documentsUrl: `${notifier.publicUrl.replace(/\/$/, '')}${DOCUMENTS_PAGE}`,
  });
  afterCommit(db, () => notifier.postman.dispatchEmail(mail));
  return true;
}
