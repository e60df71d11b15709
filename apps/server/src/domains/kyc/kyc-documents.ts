import { createHash } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  type PlayerKycDocumentView,
} from '@lale/contract/backoffice-players';
import { KYC_DOCUMENT_MAX_BYTES, kycStatusOf, type KycDocuments } from '@lale/contract/kyc';
import { withTransaction, type Db } from '../../db/client.ts';
import type { FieldCipher } from '../../platform/field-encryption/field-cipher.ts';
import { refusals } from '../../platform/refusal.ts';
import { sniffDocumentType } from './document-type.ts';
import { kycRepository as repo } from './kyc.repository.ts';

/** The field-encryption purpose of a file's bytes: a sealed file opens in this column only. */
export const KYC_FILE_PURPOSE = 'kyc_document_files.content';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Keeps a player's file as the newest version of its kind, sealed, and puts the kind back to
 * pending review. The type is what the bytes prove; a refused file leaves nothing stored.
 */
export async function storeDocument(
  db: Db,
  cipher: FieldCipher,
  input: { uid: number; kind: DocumentKind; name: string; bytes: Buffer },
  at: Date,
): Promise<{ id: number }> {
  const contentType = sniffDocumentType(input.bytes);
  if (!contentType) throw refusals.invalid({ file: 'kyc_document_type' });
  if (input.bytes.length > KYC_DOCUMENT_MAX_BYTES)
    throw refusals.invalid({ file: 'kyc_document_too_large' });
  const file = {
    kind: input.kind,
    name: input.name,
    contentType,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    // The cipher seals text; base64 carries the bytes through it unchanged.
    contentSealed: cipher.seal(input.bytes.toString('base64'), KYC_FILE_PURPOSE),
  };
  return withTransaction(db, async (tx) => {
    const id = await repo.insertFile(tx, input.uid, file, at);
    await repo.setDecision(
      tx,
      input.uid,
      { kind: input.kind, status: 'pending', note: null },
      null,
      at,
    );
    return { id };
  });
}

/** Every kind with its decision and newest file, as operators see them (with who decided). */
export async function playerKycDocuments(
  db: Db,
  uid: number,
): Promise<{ status: KycDocuments['status']; documents: PlayerKycDocumentView[] }> {
  const [decisions, files] = await Promise.all([
    repo.decisions(db, uid),
    repo.newestFiles(db, uid),
  ]);
  const documents = DOCUMENT_KINDS.map((kind): PlayerKycDocumentView => {
    const decision = decisions.find((row) => row.kind === kind);
    const file = files.find((row) => row.kind === kind);
    return {
      kind,
      state: decision?.status ?? 'not_sent',
      reason: decision?.status === 'rejected' ? decision.note : null,
      reviewedAt: decision?.reviewed_at ? iso(decision.reviewed_at) : null,
      reviewedBy: decision?.reviewed_by ?? null,
      file: file
        ? {
            id: Number(file.id),
            name: file.file_name,
            contentType: file.content_type,
            size: Number(file.size_bytes),
            uploadedAt: iso(file.uploaded_at),
          }
        : null,
      versions: Number(file?.versions ?? 0),
    };
  });
  return { status: kycStatusOf(documents), documents };
}

/** The player's own view: the same, without the operators' names. */
export async function ownKycDocuments(db: Db, uid: number): Promise<KycDocuments> {
  const { status, documents } = await playerKycDocuments(db, uid);
  return { status, documents: documents.map(({ reviewedBy: _operator, ...own }) => own) };
}

/**
 * An operator's decision on a kind: stamped on its newest file (the one reviewed) and kept as
 * the kind's state. With no file uploaded it records a check made another way.
 */
export async function reviewDocument(
  db: Db,
  input: { uid: number; kind: DocumentKind; status: DocumentStatus; note: string | null },
  operatorId: number,
  at: Date,
): Promise<{ fileId: number | null }> {
  return withTransaction(db, async (tx) => {
    const decision = { kind: input.kind, status: input.status, note: input.note };
    const fileId = await repo.decideNewestFile(tx, input.uid, decision, operatorId, at);
    await repo.setDecision(tx, input.uid, decision, operatorId, at);
    return { fileId };
  });
}

/** One of the player's files opened, checked against the digest taken when it arrived. */
export async function openDocument(
  db: Db,
  cipher: FieldCipher,
  uid: number,
  id: number,
): Promise<{ kind: DocumentKind; name: string; contentType: string; bytes: Buffer } | null> {
  const row = await repo.sealedFile(db, uid, id);
  if (!row) return null;
  const bytes = Buffer.from(cipher.open(row.content_sealed, KYC_FILE_PURPOSE), 'base64');
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256)
    throw new Error(`kyc document ${id} does not match its digest`);
  return { kind: row.kind, name: row.file_name, contentType: row.content_type, bytes };
}
