import type { Popup, SpecialDateInfo } from '@lale/contract/methods/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit } from '../../../../test/support/bonus-fixture.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function data<T>(
  reply: Promise<{ body: { result: boolean; data?: unknown; message: string } }>,
) {
  const { body } = await reply;
  if (!body.result) throw new Error(body.message);
  return body.data as T;
}
const as = (player?: SignedInPlayer) => (player ? { cookies: player.cookies } : {});
const popups = (player?: SignedInPlayer) =>
  data<Popup[]>(app.call('cms', 'popupInformation', { Lang: 'en' }, as(player)));
const notes = (player?: SignedInPlayer) =>
  data<SpecialDateInfo[]>(app.call('cms', 'getSpecialDateInf', { Lang: 'en' }, as(player)));

describe('the home page messages, once per player (issue 38)', () => {
  it('a player is shown the welcome popup and the New Year note until the site has shown them', async () => {
    const player = await signedInPlayer(app.database);
    const [welcome] = await popups(player);
    const [newYear] = await notes(player);
    expect(welcome).toMatchObject({
      title: 'Welcome!',
      link: expect.stringMatching(/^\/promotions\?promotion=\d+$/),
    });
    expect(newYear).toMatchObject({ title: 'New Year' });

    const seen = await app.call(
      'cms',
      'mark_notices_seen',
      { popups: [welcome!.id], specialDates: [newYear!.id, 999_999] },
      as(player),
    );
    expect(seen.body).toMatchObject({ result: true });
    expect(await popups(player)).toEqual([]);
    expect(await notes(player)).toEqual([]);

    // Another player, and a guest (remembered on the device instead), still get them.
    expect(await popups(await signedInPlayer(app.database))).toHaveLength(1);
    expect(await notes()).toHaveLength(1);
  });

  it('a player who has made a deposit is never offered the first-deposit bonus', async () => {
    const player = await signedInPlayer(app.database);
    await deposit(app.database.db, player.uid, 20_000);
    expect(await popups(player)).toEqual([]);
    expect((await notes(player)).map((note) => note.title)).toEqual(['New Year']);
    expect((await popups()).map((popup) => popup.title)).toEqual(['Welcome!']);
  });

  it('only a signed-in player records what was shown', async () => {
    const { body } = await app.call('cms', 'mark_notices_seen', { popups: [1] });
    expect(body).toMatchObject({ result: false });
  });
});
