import { randomUUID } from 'node:crypto';
import { expect, request as newRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, type Lang } from '../tests/lobby/lobby.ts';
import { E2E_BASE_URL } from './env.ts';
import { newPlayer, registerPlayer, type Player } from './players.ts';
import { rpc } from './rpc.ts';
import { signInOperatorApi } from './operator.ts';

/**
 * Registers a player, signs the page in as them and gives them `lira` TL: a bank-transfer
 * deposit the operator confirms (both through the API; the cashier has its own tests). A
 * player of its own keeps each test's balance its own, whatever runs beside it.
 */
export async function fundedPlayer(
  page: Page,
  lang: Lang,
  lira: number,
  player: Player = newPlayer(),
): Promise<Player> {
  await registerPlayer(page.request, player);
  await signIn(page, lang, player);
  if (lira > 0) await confirmedDeposit(page.request, player, lira);
  return player;
}

export async function confirmedDeposit(
  request: APIRequestContext,
  player: Player,
  lira: number,
): Promise<void> {
  const asked = await rpc(request, 'finance', 'save_bank_transfer', {
    methodID: 101,
    amount: lira * 100,
    account: 'TR12 0001',
    sender_identity_number: '10000000146',
    requestKey: randomUUID().replaceAll('-', ''),
  });
  expect(asked, JSON.stringify(asked)).toMatchObject({ result: true });
  await confirmWaitingDeposit(player);
}

/** The back office (through its API) confirms the player's waiting deposit request. */
export async function confirmWaitingDeposit(player: Player): Promise<void> {
  const office = await newRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const headers = { panel: 'backoffice' };
    await signInOperatorApi(office);
    const list = await office.get('/backoffice/api/v1/requests?status=new&kind=deposit&limit=100', {
      headers,
    });
    const rows = ((await list.json()) as { data: { items: { id: number; username: string }[] } })
      .data.items;
    const row = rows.find((r) => r.username === player.username);
    if (!row) throw new Error(`no deposit of ${player.username} waiting`);
    const decided = await office.post('/backoffice/api/v1/decide', {
      headers,
      data: { requestId: row.id, decision: 'confirm' },
    });
    expect(((await decided.json()) as { result: boolean }).result).toBe(true);
  } finally {
    await office.dispose();
  }
}
