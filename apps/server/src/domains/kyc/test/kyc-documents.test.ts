import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENTS_PATH, type KycDocuments } from '@lale/contract/kyc';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { outbox } from '../../../../test/support/accounts.ts';
import { KYC_UPLOADS_PER_PLAYER } from '../api.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let app: TestApp;
let support: OperatorClient;
let content: OperatorClient;
let player: SignedInPlayer;
let other: SignedInPlayer;

/** Warnings and errors the server logged: opening a file must answer once, without a fault. */
const logged: string[] = [];

beforeAll(async () => {
  app = await createTestApp({
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logged.push(line) },
  });
  await addOperator(app, 'kycdestek', 'support');
  await addOperator(app, 'kycicerik', 'content');
  [support, content] = await Promise.all([
    operatorClient(app, 'kycdestek', 'Operator1'),
    operatorClient(app, 'kycicerik', 'Operator1'),
  ]);
  [player, other] = [await signedInPlayer(app.database), await signedInPlayer(app.database)];
});
afterAll(() => app.close());

async function upload(
  bytes: Buffer,
  query: { kind: string; name: string; Lang?: string },
  cookies: Record<string, string> | null = player.cookies,
) {
  const response = await app.server.inject({
    method: 'POST',
    url: `${KYC_DOCUMENTS_PATH}?${new URLSearchParams(query)}`,
    headers: { panel: 'frontend', 'content-type': 'image/jpeg' },
    ...(cookies ? { cookies } : {}),
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() };
}

const documents = async (who = player) =>
  (await app.call('kyc', 'list_documents', {}, { cookies: who.cookies })).body as {
    result: boolean;
    data: KycDocuments;
  };
const filesOf = async (uid: number) =>
  rowsOf<{ id: string; content_sealed: string }>(
    await app.database.db.execute(
      sql`select id, content_sealed from kyc_document_files where user_id = ${uid}`,
    ),
  );

describe('a player sends documents', () => {
  it('keeps an upload sealed and lists it as pending beside the kinds not sent', async () => {
    const sent = await upload(JPEG, { kind: 'identity', name: 'kimlik ön yüz.jpg' });
    expect(sent.body).toMatchObject({ result: true, data: { id: expect.any(Number) } });
    const { data } = await documents();
    expect(data.status).toBe('pending');
    expect(data.documents).toHaveLength(4);
    expect(data.documents[0]).toMatchObject({
      kind: 'identity',
      state: 'pending',
      reason: null,
      versions: 1,
      file: { name: 'kimlik ön yüz.jpg', contentType: 'image/jpeg', size: JPEG.length },
    });
    expect(data.documents[1]).toMatchObject({ kind: 'address', state: 'not_sent', file: null });
    const [stored] = await filesOf(player.uid);
    expect(stored!.content_sealed).not.toContain(JPEG.toString('base64').slice(0, 40));
  });

  it('refuses non-image bytes named .jpg, a file over 5 MB and a guest, storing nothing', async () => {
    const before = (await filesOf(player.uid)).length;
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), {
      kind: 'address',
      name: 'fatura.jpg',
    });
    expect(html.body).toMatchObject({
      result: false,
      debug: 'kyc_document_type',
      message: 'Yalnızca JPEG, PNG veya PDF belge yükleyebilirsiniz',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await upload(big, { kind: 'address', name: 'fatura.pdf', Lang: 'en' });
    expect(tooLarge.body).toMatchObject({
      result: false,
      debug: 'kyc_document_too_large',
      message: 'A document may be at most 5 MB',
    });
    const guest = await upload(PDF, { kind: 'address', name: 'fatura.pdf' }, null);
    expect(guest.body).toMatchObject({ result: false, debug: 'anonymous_user' });
    const badKind = await upload(PDF, { kind: 'passport', name: 'x.pdf' });
    expect(badKind.body.result).toBe(false);
    expect(await filesOf(player.uid)).toHaveLength(before);
    expect((await documents()).data.documents[1]!.state).toBe('not_sent');
  });

  it('shows a player only their own documents, and opens no file of another player', async () => {
    await upload(PDF, { kind: 'address', name: 'diger.pdf' }, other.cookies);
    const [otherFile] = await filesOf(other.uid);
    expect((await documents(player)).data.documents[1]!.state).toBe('not_sent');
    const asPlayer = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/players/${other.uid}/documents/${otherFile!.id}`,
      headers: { panel: 'backoffice' },
      cookies: player.cookies,
    });
    expect(asPlayer.json()).toMatchObject({ result: false });
    expect(asPlayer.headers['content-type']).toContain('application/json');
    const mismatched = await support.get(`/players/${player.uid}/documents/${otherFile!.id}`);
    expect(mismatched.body).toMatchObject({ result: false });
  });
});

describe('uploads are counted per player', () => {
  it('slows a player down after an hour of uploads, storing nothing more; another player is not affected', async () => {
    const busy = await signedInPlayer(app.database);
    for (let i = 0; i < KYC_UPLOADS_PER_PLAYER.limit; i++)
      expect(
        (await upload(PDF, { kind: 'source_of_funds', name: `${i}.pdf` }, busy.cookies)).body,
      ).toMatchObject({ result: true });
    const refused = await upload(PDF, { kind: 'source_of_funds', name: 'x.pdf' }, busy.cookies);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ result: false, debug: 'rate_limited' });
    expect(await filesOf(busy.uid)).toHaveLength(KYC_UPLOADS_PER_PLAYER.limit);
    const fresh = await signedInPlayer(app.database);
    expect(
      (await upload(PDF, { kind: 'identity', name: 'k.pdf' }, fresh.cookies)).body.result,
    ).toBe(true);
  });
});

describe('operators review documents', () => {
  it('shows the file on the player page and streams it as itself, auditing each opening', async () => {
    const page = await support.get(`/players/${player.uid}`);
    const identity = page.body.data.kyc.documents[0];
    expect(identity).toMatchObject({ kind: 'identity', state: 'pending', versions: 1 });
    const response = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/players/${player.uid}/documents/${identity.file.id}`,
      headers: { panel: 'backoffice' },
      cookies: support.cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toContain('inline; filename=');
    expect(response.rawPayload.equals(JPEG)).toBe(true);
    // Give a second send a moment to be attempted and logged.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
    const audit = rowsOf<{ detail: { uid: number; file: number } }>(
      await app.database.db.execute(
        sql`select detail from operator_audit where action = 'players.view_document'`,
      ),
    );
    expect(audit).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ uid: player.uid }) }),
    ]);
  });

  it('refuses an operator without the permission to read or decide', async () => {
    const id = (await support.get(`/players/${player.uid}`)).body.data.kyc.documents[0].file.id;
    expect((await content.get(`/players/${player.uid}/documents/${id}`)).body).toMatchObject({
      result: false,
      debug: 'not_authorized',
    });
    const decided = await content.post('/players/documents', {
      uid: player.uid,
      kind: 'identity',
      status: 'approved',
    });
    expect(decided.body).toMatchObject({ result: false, debug: 'not_authorized' });
  });

  it('rejects with a reason the player reads and is mailed; a new file is pending again, then approved', async () => {
    const noReason = await support.post('/players/documents', {
      uid: player.uid,
      kind: 'identity',
      status: 'rejected',
    });
    expect(noReason.body).toMatchObject({
      result: false,
      debug: 'kyc_rejection_reason_required',
      data: { fields: { note: 'Reddetmek için bir neden yazın' } },
    });
    const rejected = await support.post('/players/documents', {
      uid: player.uid,
      kind: 'identity',
      status: 'rejected',
      note: 'Fotoğraf bulanık',
    });
    expect(rejected.body).toMatchObject({ result: true, data: { notified: true } });
    const own = (await documents()).data.documents[0];
    expect(own).toMatchObject({ state: 'rejected', reason: 'Fotoğraf bulanık' });
    expect(own).not.toHaveProperty('reviewedBy');
    const [{ email }] = rowsOf<{ email: string }>(
      await app.database.db.execute(sql`select email from users where id = ${player.uid}`),
    ) as [{ email: string }];
    const mail = (await outbox(app)).find((item) => item.recipient === email);
    expect(mail).toMatchObject({ subject: 'Lale: belgeniz reddedildi' });
    expect(mail!.body).toContain('Fotoğraf bulanık');

    await upload(JPEG, { kind: 'identity', name: 'kimlik-yeni.jpg' });
    const again = (await documents()).data.documents[0];
    expect(again).toMatchObject({ state: 'pending', reason: null, versions: 2 });
    expect(again!.file!.name).toBe('kimlik-yeni.jpg');

    await support.post('/players/documents', {
      uid: player.uid,
      kind: 'identity',
      status: 'approved',
    });
    await upload(PDF, { kind: 'address', name: 'fatura.pdf' });
    await support.post('/players/documents', {
      uid: player.uid,
      kind: 'address',
      status: 'approved',
    });
    const verified = await documents();
    expect(verified.data.status).toBe('verified');
    const page = (await support.get(`/players/${player.uid}`)).body.data;
    expect(page.kyc.status).toBe('verified');
    expect(page.kyc.documents[0]).toMatchObject({ state: 'approved', reviewedBy: 'kycdestek' });
    const versions = rowsOf<{ file_name: string; status: string; reason: string | null }>(
      await app.database.db.execute(sql`select file_name, status, reason from kyc_document_files
        where user_id = ${player.uid} and kind = 'identity' order by id`),
    );
    expect(versions).toEqual([
      { file_name: 'kimlik ön yüz.jpg', status: 'rejected', reason: 'Fotoğraf bulanık' },
      { file_name: 'kimlik-yeni.jpg', status: 'approved', reason: null },
    ]);
  });
});
