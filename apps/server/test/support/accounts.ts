import type { LightMyRequestResponse } from 'fastify';
import type { PayloadInput } from '@lale/contract/registry';
import { authenticatorCode } from './rfc6238.ts';
import type { TestApp } from './test-app.ts';

/** A clock the tests move by hand; the app reads it through `now`. */
export class TestClock {
  constructor(private at = Date.parse('2026-11-21T10:00:00Z')) {}
  readonly now = () => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
  get ms(): number {
    return this.at;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A valid T.C. identity number built from nine digits (check digits computed). */
export function identityNumber(seed: number): string {
  const d = String(100_000_000 + (seed % 900_000_000))
    .split('')
    .map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((sum, digit) => sum + digit, 0) % 10);
  return d.join('');
}

let counter = 0;

export function newRegistration(
  overrides: Partial<PayloadInput<'user', 'register'>> = {},
): PayloadInput<'user', 'register'> {
  counter += 1;
  const tag = `${process.pid % 1000}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstname: 'Ayşe',
    lastname: 'Yılmaz',
    birthdate: '1990-05-17',
    identity_number: identityNumber(Number(tag) * 7919),
    country: 'TR',
    city: 'İzmir',
    address: 'Kordon Cad. 5',
    currency: 'TRY',
    email: `player${tag}@example.com`,
    email_confirm: `player${tag}@example.com`,
    phone: `+90532${String(tag).padStart(7, '0').slice(-7)}`,
    username: `player${tag}`,
    password: 'Lale-Pass9',
    password_confirm: 'Lale-Pass9',
    sms_opt_in: true,
    email_opt_in: false,
    accept_rules: true,
    ...overrides,
  };
}

/** Each registration from its own address, so the per-address limit stays out of the way. */
export function someAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

export interface Player {
  uid: number;
  username: string;
  email: string;
  password: string;
  phone: string;
  identityNumber: string;
}

export async function registerPlayer(
  app: TestApp,
  overrides: Partial<PayloadInput<'user', 'register'>> = {},
): Promise<Player> {
  const form = newRegistration(overrides);
  const { body } = await app.call('user', 'register', form, { remoteAddress: someAddress() });
  if (!body.result) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return {
    uid: body.data.uid,
    username: form.username,
    email: form.email,
    password: form.password,
    phone: form.phone,
    identityNumber: form.identity_number,
  };
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'lale_sid');
}

/** Logs in (no second factor) and returns the session secret from the cookie. */
export async function loginAs(
  app: TestApp,
  player: Pick<Player, 'username' | 'password'>,
): Promise<string> {
  const { body, response } = await app.call('user', 'login', {
    username: player.username,
    password: player.password,
  });
  const cookie = sessionCookieOf(response);
  if (!body.result || !cookie) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return cookie.value;
}

export const withSession = (sid: string) => ({ cookies: { lale_sid: sid } });

export interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export async function outbox(app: TestApp): Promise<OutboxItem[]> {
  const response = await app.server.inject({ method: 'GET', url: '/dev/outbox.json' });
  return response.json();
}

/** The token of the newest link to `path` mailed to `to`. */
export async function mailedToken(app: TestApp, to: string, path: string): Promise<string> {
  const mail = (await outbox(app)).find(
    (item) => item.channel === 'email' && item.recipient === to && item.body.includes(path),
  );
  const token = mail?.body.match(new RegExp(`${path}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${path} mail to ${to}`);
  return token;
}

/** The newest 6-digit code texted to `phone`. */
export async function textedCode(app: TestApp, phone: string): Promise<string> {
  const sms = (await outbox(app)).find(
    (item) => item.channel === 'sms' && item.recipient === phone,
  );
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

/** Logs in a player who has a second factor: the challenge, and no session yet. */
export async function startChallengedLogin(
  app: TestApp,
  player: Pick<Player, 'username' | 'password'>,
) {
  const { body, response } = await app.call('user', 'login', {
    username: player.username,
    password: player.password,
    Lang: 'en',
  });
  if (!body.result || !body.data.challenge) throw new Error(JSON.stringify(body));
  if (sessionCookieOf(response)) throw new Error('a session was set before the second factor');
  return body.data;
}

/** Generates and confirms an authenticator key; returns the base32 secret. */
export async function enrolGa(app: TestApp, sid: string, atMs: number): Promise<string> {
  const generated = await app.call('user', 'user_generate_ga', {}, withSession(sid));
  if (!generated.body.result) throw new Error(JSON.stringify(generated.body));
  const secret = generated.body.data.secret;
  const code = authenticatorCode(secret, atMs);
  const confirmed = await app.call('user', 'check_ga', { ga_code: code }, withSession(sid));
  if (!confirmed.body.result) throw new Error(JSON.stringify(confirmed.body));
  return secret;
}
