import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { outbox } from '../../../../test/support/accounts.ts';
import { connect } from '../../../../test/support/live-socket.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
const ATTACHMENTS = '/endpoint/support/attachments';

/** A browser's guest: keeps the live support cookie the server gives it. */
function guestOf(app: TestApp, address = '10.0.0.1') {
  const cookies: Record<string, string> = {};
  const keep = (response: { cookies: { name: string; value: string }[] }) => {
    for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
  };
  return {
    cookies,
    async send(text: string, extra: { email?: string; name?: string } = {}) {
      const reply = await app.call(
        'support',
        'send_message',
        { text, ...extra },
        { cookies, remoteAddress: address },
      );
      keep(reply.response);
      return reply;
    },
    async upload(bytes: Buffer, type = 'image/png') {
      const response = await app.server.inject({
        method: 'POST',
        url: `${ATTACHMENTS}?Lang=en`,
        headers: { panel: 'frontend', 'content-type': type },
        cookies,
        payload: bytes,
        remoteAddress: address,
      });
      keep(response);
      return response;
    },
    state: () => app.call('support', 'get_state', {}, { cookies }),
    cookieHeader: () =>
      Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
  };
}

describe('live support', () => {
  let app: TestApp;
  let admin: OperatorClient;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as { port: number }).port;
    admin = await operatorClient(app);
  });
  afterAll(() => app.close());

  const online = (available: boolean) => admin.post('/support/presence', { available });

  it('offline: a guest must leave an email, and the message is mailed to support', async () => {
    await online(false);
    const guest = guestOf(app, '10.0.1.1');
    const refused = await guest.send('Para çekme talebim nerede?', {});
    expect(refused.body).toMatchObject({ result: false, debug: 'support_email_required' });
    expect((await guest.state()).body).toMatchObject({ data: { conversation: null } });

    const sent = await guest.send('Para çekme talebim nerede?', {
      email: 'misafir@example.com',
      name: 'Ayşe',
    });
    expect(sent.body.result).toBe(true);
    if (!sent.body.result) return;
    expect(sent.body.data.message).toMatchObject({ author: 'player', emailed: true });
    const mail = (await outbox(app)).find((item) => item.recipient === 'support@lale.example');
    expect(mail?.body).toContain('Para çekme talebim nerede?');
    expect(mail?.body).toContain('misafir@example.com');
  });

  it('online: a guest writes, the operator sees it waiting, answers live, the guest reads it', async () => {
    await online(true);
    const guest = guestOf(app, '10.0.2.1');
    const state = await guest.state();
    expect(state.body).toMatchObject({ result: true, data: { online: true, conversation: null } });
    if (state.body.result)
      expect(state.body.data.contacts.map((c) => c.channel)).toEqual(['whatsapp', 'telegram']);

    const sent = await guest.send('<b>Merhaba</b> bonusum yüklenmedi');
    if (!sent.body.result) throw new Error(JSON.stringify(sent.body));
    const id = sent.body.data.conversation.id;
    expect(sent.body.data.message).toMatchObject({
      text: '<b>Merhaba</b> bonusum yüklenmedi',
      emailed: false,
    });

    const queue = await admin.get('/support/conversations?status=open');
    const item = queue.body.data.items.find((row: { id: string }) => row.id === id);
    expect(item).toMatchObject({ guest: true, waitingSince: expect.any(String), unread: 1 });

    const socket = await connect(port, guest.cookieHeader());
    socket.send({ type: 'subscribe', topics: [`support:${id}`] });
    await socket.waitFor((m) => m.type === 'snapshot');

    expect((await admin.post(`/support/conversations/${id}/assign`, {})).body.result).toBe(true);
    const answer = await admin.post(`/support/conversations/${id}/reply`, {
      text: 'Merhaba, hemen kontrol ediyorum',
    });
    expect(answer.body.result).toBe(true);
    const live = await socket.waitFor(
      (m) => m.type === 'event' && (m.payload as { type: string }).type === 'support.message',
    );
    expect(live).toMatchObject({
      payload: { message: { author: 'operator', text: 'Merhaba, hemen kontrol ediyorum' } },
    });
    await socket.close();

    const after = await admin.get('/support/conversations?status=open');
    expect(after.body.data.items.find((row: { id: string }) => row.id === id)).toMatchObject({
      waitingSince: null,
      assignedTo: 'admin',
    });

    // Closed: gone from the queue, kept as a transcript for operators and the guest.
    await admin.post(`/support/conversations/${id}/close`, {});
    const closed = await admin.get('/support/conversations?status=closed&search=bonusum');
    expect(closed.body.data.items.map((row: { id: string }) => row.id)).toContain(id);
    const transcript = await app.call(
      'support',
      'get_transcript',
      { conversationId: id },
      {
        cookies: guest.cookies,
      },
    );
    expect(transcript.body).toMatchObject({ result: true, data: { status: 'closed' } });
    if (transcript.body.result) expect(transcript.body.data.messages).toHaveLength(2);
  });

  it('keeps one guest out of another guest’s conversation, its topic and its screenshots', async () => {
    await online(true);
    const owner = guestOf(app, '10.0.3.1');
    const stranger = guestOf(app, '10.0.3.2');
    const sent = await owner.send('gizli');
    if (!sent.body.result) throw new Error(JSON.stringify(sent.body));
    const id = sent.body.data.conversation.id;
    const upload = await owner.upload(PNG);
    const shot = upload.json().data.message.attachment.id as string;

    await stranger.send('ben de yazıyorum');
    const peek = await app.call(
      'support',
      'get_transcript',
      { conversationId: id },
      {
        cookies: stranger.cookies,
      },
    );
    expect(peek.body).toMatchObject({ result: false, debug: 'support_conversation_not_found' });

    const socket = await connect(port, stranger.cookieHeader());
    socket.send({ type: 'subscribe', topics: [`support:${id}`, 'support:queue'] });
    const refusals = [
      await socket.waitFor((m) => m.type === 'error' && m.topic === `support:${id}`),
      await socket.waitFor((m) => m.type === 'error' && m.topic === 'support:queue'),
    ];
    expect(refusals.map((m) => m.key)).toEqual(['not_authorized', 'not_authorized']);
    expect(socket.received.some((m) => m.type === 'snapshot')).toBe(false);
    await socket.close();

    const cookieOf = (cookies: Record<string, string>) =>
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    const read = (cookies: Record<string, string>) =>
      app.server.inject({
        method: 'GET',
        url: `${ATTACHMENTS}/${shot}`,
        headers: { cookie: cookieOf(cookies) },
      });
    expect((await read(stranger.cookies)).statusCode).toBe(404);
    const mine = await read(owner.cookies);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const operatorView = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/support/attachments/${shot}`,
      cookies: admin.cookies,
    });
    expect(operatorView.statusCode).toBe(200);
    // Only operators who answer players read what players sent.
    await addOperator(app, 'icerik-ekran', 'content', 'Operator1');
    const content = await operatorClient(app, 'icerik-ekran', 'Operator1');
    const contentView = await app.server.inject({
      method: 'GET',
      url: `/backoffice/api/v1/support/attachments/${shot}`,
      cookies: content.cookies,
    });
    expect(contentView.statusCode).toBe(403);
  });

  it('refuses screenshots of the wrong type or size and stores nothing', async () => {
    await online(true);
    const guest = guestOf(app, '10.0.4.1');
    await guest.send('ekran görüntüsü gönderiyorum');
    const count = async () =>
      Number(
        rowsOf<{ n: number }>(
          await app.database.db.execute(sql`select count(*)::int as n from support_attachments`),
        )[0]!.n,
      );
    const before = await count();
    const svg = await guest.upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(svg.json()).toMatchObject({ result: false });
    expect(JSON.stringify(svg.json())).toContain('Only PNG, JPEG or WebP');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await guest.upload(big);
    expect(JSON.stringify(tooBig.json())).toContain('at most 2 MB');
    expect(await count()).toBe(before);
  });

  it('limits how fast a player writes, and keeps hostile text as plain text', async () => {
    await online(true);
    const player = await signedInPlayer(app.database);
    const send = (text: string) =>
      app.call(
        'support',
        'send_message',
        { text },
        {
          cookies: player.cookies,
          remoteAddress: '10.0.5.1',
        },
      );
    const first = await send('merhaba\u202e gnp.exe <script>alert(1)</script>');
    if (!first.body.result) throw new Error(JSON.stringify(first.body));
    expect(first.body.data.message.text).toBe('merhaba gnp.exe <script>alert(1)</script>');
    const control = await send('a\u0000b');
    expect(control.body.result).toBe(false);
    const results = [];
    for (let i = 0; i < 9; i++) results.push((await send(`mesaj ${i}`)).status);
    expect(results).toContain(429);

    // Signed-in: the console shows the player's profile and balance beside the chat.
    const id = first.body.data.conversation.id;
    const detail = await admin.get(`/support/conversations/${id}`);
    expect(detail.body.data.player).toMatchObject({ uid: player.uid, firstname: 'Test' });
    expect(detail.body.data.transactions).toEqual(expect.any(Array));
  });

  it('serves canned answers in tr and en and lets an operator add one', async () => {
    const list = await admin.get('/support/canned-answers');
    const langs = new Set(list.body.data.items.map((item: { lang: string }) => item.lang));
    expect(langs).toEqual(new Set(['tr', 'en']));
    const saved = await admin.post('/support/canned-answers', {
      lang: 'en',
      title: 'Bonus',
      body: 'Your bonus is credited within 5 minutes.',
    });
    expect(saved.body).toMatchObject({ result: true, data: { lang: 'en', title: 'Bonus' } });
  });

  it('lets an operator edit and delete a canned answer, and refuses an empty title', async () => {
    const added = await admin.post('/support/canned-answers', {
      lang: 'tr',
      title: 'Bonus',
      body: 'Bonusunuz 5 dakika içinde yüklenir.',
    });
    const id = added.body.data.id as number;
    const texts = async () =>
      (await admin.get('/support/canned-answers')).body.data.items.filter(
        (item: { id: number }) => item.id === id,
      );

    const edited = await admin.post('/support/canned-answers', {
      id,
      lang: 'tr',
      title: 'Bonus yükleme',
      body: 'Bonusunuz 10 dakika içinde yüklenir.',
    });
    expect(edited.body).toMatchObject({ result: true, data: { id, title: 'Bonus yükleme' } });

    const empty = await admin.post('/support/canned-answers', {
      id,
      lang: 'tr',
      title: '  ',
      body: 'x',
    });
    expect(empty.body.result).toBe(false);
    expect(await texts()).toEqual([
      { id, lang: 'tr', title: 'Bonus yükleme', body: 'Bonusunuz 10 dakika içinde yüklenir.' },
    ]);

    expect((await admin.post(`/support/canned-answers/${id}/delete`, {})).body.result).toBe(true);
    expect(await texts()).toEqual([]);
    const again = await admin.post(`/support/canned-answers/${id}/delete`, {});
    expect(again.body).toMatchObject({ result: false, debug: 'not_found' });
  });
});
