import type { DocumentKind, DocumentStatus } from '@lale/contract/backoffice-players';
import type { KycDocumentType } from '@lale/contract/kyc';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** A kind's current decision (player_documents), with the operator's name. */
export interface DecisionRow {
  kind: DocumentKind;
  status: DocumentStatus;
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
}

/** The newest file of a kind and how many were sent; never the bytes. */
export interface NewestFileRow {
  id: number | string;
  kind: DocumentKind;
  file_name: string;
  content_type: KycDocumentType;
  size_bytes: number;
  uploaded_at: Date | string;
  versions: number | string;
}

export interface SealedFileRow {
  id: number | string;
  kind: DocumentKind;
  file_name: string;
  content_type: KycDocumentType;
  size_bytes: number;
  sha256: string;
  content_sealed: string;
}

export interface NewFile {
  kind: DocumentKind;
  name: string;
  contentType: KycDocumentType;
  size: number;
  sha256: string;
  contentSealed: string;
}

export const kycRepository = {
  async decisions(db: Db, uid: number): Promise<DecisionRow[]> {
    return rowsOf<DecisionRow>(
      await db.execute(sql`
        select d.kind, d.status, d.note, o.username as reviewed_by, d.reviewed_at
        from player_documents d left join operators o on o.id = d.reviewed_by
        where d.user_id = ${uid}`),
    );
  },

  async newestFiles(db: Db, uid: number): Promise<NewestFileRow[]> {
    return rowsOf<NewestFileRow>(
      await db.execute(sql`
        select distinct on (kind) id, kind, file_name, content_type, size_bytes, uploaded_at,
          count(*) over (partition by kind) as versions
        from kyc_document_files where user_id = ${uid}
        order by kind, id desc`),
    );
  },

  async insertFile(db: Db, uid: number, file: NewFile, at: Date): Promise<number> {
    const [row] = rowsOf<{ id: number | string }>(
      await db.execute(sql`
        insert into kyc_document_files
          (user_id, kind, file_name, content_type, size_bytes, sha256, content_sealed, uploaded_at)
        values (${uid}, ${file.kind}, ${file.name}, ${file.contentType}, ${file.size},
          ${file.sha256}, ${file.contentSealed}, ${at})
        returning id`),
    );
    return Number(row!.id);
  },

  /** The kind's current decision; an upload puts it back to pending with no reviewer. */
  async setDecision(
    db: Db,
    uid: number,
    input: { kind: DocumentKind; status: DocumentStatus; note: string | null },
    operatorId: number | null,
    at: Date,
  ): Promise<void> {
    const reviewedAt = operatorId === null ? null : at;
    await db.execute(sql`
      insert into player_documents (user_id, kind, status, note, reviewed_by, reviewed_at, updated_at)
      values (${uid}, ${input.kind}, ${input.status}, ${input.note}, ${operatorId}, ${reviewedAt}, ${at})
      on conflict (user_id, kind) do update set status = excluded.status, note = excluded.note,
        reviewed_by = excluded.reviewed_by, reviewed_at = excluded.reviewed_at,
        updated_at = excluded.updated_at`);
  },

  /** Stamps a decision on the kind's newest file; its id, or null when none was uploaded. */
  async decideNewestFile(
    db: Db,
    uid: number,
    input: { kind: DocumentKind; status: DocumentStatus; note: string | null },
    operatorId: number,
    at: Date,
  ): Promise<number | null> {
    const [row] = rowsOf<{ id: number | string }>(
      await db.execute(sql`
        update kyc_document_files set status = ${input.status}, reason = ${input.note},
          reviewed_by = ${operatorId}, reviewed_at = ${at}
        where id = (select id from kyc_document_files
          where user_id = ${uid} and kind = ${input.kind} order by id desc limit 1)
        returning id`),
    );
    return row ? Number(row.id) : null;
  },

  async sealedFile(db: Db, uid: number, id: number): Promise<SealedFileRow | null> {
    const [row] = rowsOf<SealedFileRow>(
      await db.execute(sql`
        select id, kind, file_name, content_type, size_bytes, sha256, content_sealed
        from kyc_document_files where id = ${id} and user_id = ${uid}`),
    );
    return row ?? null;
  },

  async recipient(db: Db, uid: number): Promise<{ email: string; language: string } | null> {
    const [row] = rowsOf<{ email: string; language: string }>(
      await db.execute(sql`select email, language from users where id = ${uid}`),
    );
    return row ?? null;
  },
};
