import { isDicePick } from '@lale/games/dice';
import type { VerifiableGame, VerifyParams } from '@lale/games/verify';

export interface VerifyForm {
  engine: VerifiableGame;
  model: string;
  stake: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

const ENGINES: readonly VerifiableGame[] = [
  'slot',
  'roulette',
  'blackjack',
  'baccarat',
  'money-wheel',
  'casino-holdem',
  'video-poker',
  'dice',
];

/** Live tables whose rounds the game history names by the table's kind, not the engine. */
const ENGINE_OF_KIND: Record<string, VerifiableGame> = {
  'auto-roulette': 'roulette',
  'no-commission-baccarat': 'baccarat',
};

/** Whether the engine's draw depends on the stake (the live tables' draws do not). */
export const takesStake = (engine: VerifiableGame) => engine === 'slot' || engine === 'blackjack';

/** The form as a link from a round prefills it: engine, model, stake, seeds, nonce, hash. */
export function formFromQuery(search: string): VerifyForm {
  const query = new URLSearchParams(search);
  const named = query.get('engine') ?? 'slot';
  const engine = ENGINE_OF_KIND[named] ?? named;
  return {
    engine: (ENGINES as readonly string[]).includes(engine) ? (engine as VerifiableGame) : 'slot',
    model: query.get('model') ?? 'low',
    stake: query.get('stake') ?? '100',
    serverSeed: query.get('serverSeed') ?? '',
    serverSeedHash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
  };
}

/** Null when the inputs cannot describe a round. */
export function seedsFrom(
  form: VerifyForm,
): { serverSeed: string; clientSeed: string; nonce: number; stake: number } | null {
  const nonce = Number(form.nonce);
  const stake = Number(form.stake);
  if (!form.serverSeed.trim() || !form.clientSeed.trim()) return null;
  if (!Number.isSafeInteger(nonce) || nonce < 0) return null;
  const stakeValid = Number.isSafeInteger(stake) && stake >= 1;
  if (takesStake(form.engine) && !stakeValid) return null;
  return {
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce,
    stake: stakeValid ? stake : 1,
  };
}

/**
 * A dice round's inputs: its seeds, and the bet its history link names (the pick as the model,
 * the stake) so the page says what that bet returns; a roll alone without one.
 */
export function diceParams(form: VerifyForm): VerifyParams['dice'] | null {
  const seeds = seedsFrom(form);
  if (!seeds) return null;
  const { serverSeed, clientSeed, nonce } = seeds;
  const stake = Number(form.stake);
  if (!isDicePick(form.model) || !Number.isSafeInteger(stake) || stake < 1)
    return { serverSeed, clientSeed, nonce };
  return { serverSeed, clientSeed, nonce, pick: form.model, stake };
}
