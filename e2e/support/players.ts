import { randomBytes, randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { newIdentityNumber } from './identity-number.ts';
import { linkPath, outboxMark, waitForOutbox } from './outbox.ts';
import { rpc } from './rpc.ts';

/** What a player types into the registration form (API field names). */
export interface Player {
  firstname: string;
  lastname: string;
  birthdate: string;
  identity_number: string;
  country: string;
  city: string;
  address: string;
  currency: 'TRY';
  email: string;
  phone: string;
  username: string;
  password: string;
}

/** A player no other test uses: unique username, email, phone and identity number. */
export function newPlayer(): Player {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstname: 'Deniz',
    lastname: 'Yıldız',
    birthdate: '1990-05-17',
    identity_number: newIdentityNumber(),
    country: 'TR',
    city: 'İzmir',
    address: 'Kordon Boyu 12, Alsancak',
    currency: 'TRY',
    email: `p${tag}@example.com`,
    phone: `+90532${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    username: `p${tag}`,
    password: `Lale-${randomBytes(3).toString('hex')}9Q`,
  };
}

/** Registers through the API (the form has its own test) and confirms the mailed address. */
export async function registerPlayer(request: APIRequestContext, player: Player): Promise<void> {
  const mark = await outboxMark(request);
  const reply = await rpc(request, 'user', 'register', {
    ...player,
    email_confirm: player.email,
    password_confirm: player.password,
    accept_rules: true,
  });
  expect(reply, JSON.stringify(reply)).toMatchObject({ result: true });
  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /register-account-confirm/,
  });
  const token = new URL(linkPath(mail, '/register-account-confirm'), 'http://x').searchParams.get(
    'token',
  );
  expect(await rpc(request, 'user', 'confirm_email', { token })).toMatchObject({ result: true });
}
