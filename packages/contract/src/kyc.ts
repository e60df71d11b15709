import { z } from 'zod';
import { DOCUMENT_KINDS, type DocumentKind } from './backoffice-players.ts';
import { defineMethod, emptyPayload, reply } from './method.ts';

/**
 * KYC documents (issue 18): the signed-in player uploads one file per kind of document to
 * `KYC_DOCUMENTS_PATH` (the file itself as the body, `kind` and `name` in the query); every
 * upload is kept, the newest of each kind is the one operators review. `kyc list_documents`
 * tells the player where each kind stands and, after a rejection, the operator's reason.
 */

/** The types a document may be, proven by the file's first bytes (never by its name). */
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENTS_PATH = '/endpoint/kyc/documents';
/** What the file picker offers; the server still checks the bytes. */
export const KYC_DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The query of a POST to KYC_DOCUMENTS_PATH. */
export const kycUploadQuery = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'invalid_value' }),
  name: z
    .string({ error: 'required_field' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(120, { error: 'value_too_long' }),
  Lang: z.string().max(5).optional(),
});

/** `not_sent`: no file and no decision yet. */
export type KycDocumentState = 'not_sent' | 'pending' | 'approved' | 'rejected';
/** `verified` once identity and address are approved. */
export type KycStatus = 'unverified' | 'pending' | 'verified';
/** The kinds that make a player verified. */
export const KYC_REQUIRED_KINDS: readonly DocumentKind[] = ['identity', 'address'];

/** The newest file of a kind, as its owner and operators see it (never its bytes). */
export interface KycFileView {
  id: number;
  name: string;
  contentType: KycDocumentType;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

export interface KycDocumentView {
  kind: DocumentKind;
  state: KycDocumentState;
  /** The operator's reason when rejected. */
  reason: string | null;
  reviewedAt: string | null;
  file: KycFileView | null;
  /** How many files of this kind were sent in all. */
  versions: number;
}

export interface KycDocuments {
  status: KycStatus;
  /** Every kind, in DOCUMENT_KINDS order. */
  documents: KycDocumentView[];
}

export const kyc = {
  list_documents: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<KycDocuments>(),
  }),
};

/** The overall status a set of documents gives. */
export function kycStatusOf(
  documents: readonly Pick<KycDocumentView, 'kind' | 'state'>[],
): KycStatus {
  const stateOf = (kind: DocumentKind) =>
    documents.find((document) => document.kind === kind)?.state ?? 'not_sent';
  const required = KYC_REQUIRED_KINDS.map(stateOf);
  if (required.every((state) => state === 'approved')) return 'verified';
  return documents.some((document) => document.state === 'pending') ? 'pending' : 'unverified';
}

export const kycMessages = {
  kyc_document_type: {
    tr: 'Yalnızca JPEG, PNG veya PDF belge yükleyebilirsiniz',
    en: 'Only JPEG, PNG or PDF documents can be uploaded',
  },
  kyc_document_too_large: {
    tr: 'Belge en fazla 5 MB olabilir',
    en: 'A document may be at most 5 MB',
  },
  kyc_document_missing: {
    tr: 'Bu türde yüklenmiş bir belge yok',
    en: 'No document of this kind has been uploaded',
  },
  kyc_rejection_reason_required: {
    tr: 'Reddetmek için bir neden yazın',
    en: 'Write a reason to reject',
  },
} as const;
