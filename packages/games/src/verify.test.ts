import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACCARAT_ORDERED_SHOE } from './baccarat/cards.ts';
import { playCoupFromShoe } from './baccarat/coup.ts';
import { deal } from './blackjack/opening.ts';
import { ORDERED_DECK } from './casino-holdem/cards.ts';
import { dealHoldemFromDeck } from './casino-holdem/deal.ts';
import { holdemShowdown } from './casino-holdem/showdown.ts';
import { createHandFromShoe } from './blackjack/create-hand.ts';
import { diceReturn } from './dice/bets.ts';
import { rollDice } from './dice/roll.ts';
import { hmacStream } from './fair/hmac-stream.ts';
import { generateServerSeed, hashServerSeed } from './fair/server-seed.ts';
import { uniformInt } from './fair/scaling.ts';
import { shuffle } from './fair/shuffle.ts';
import { WHEEL_SEGMENTS } from './money-wheel/segments.ts';
import { compiledModel } from './slots/compile-model.ts';
import { slotGame } from './slots/models.ts';
import { verifyRound } from './verify.ts';

const seeds = { serverSeed: generateServerSeed(), clientSeed: 'my-lucky-seed', nonce: 17 };

describe('verifyRound', () => {
  it('recomputes a roulette pocket as the first integer in [0, 37) of the stream', () => {
    const result = verifyRound('roulette', {
      ...seeds,
      bets: [
        { type: 'red', amount: 100 },
        { type: 'straight', numbers: [0], amount: 10 },
      ],
    });
    const expected = uniformInt(hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce), 37);
    expect(result.pocket).toBe(expected);
    expect(result.serverSeedHash).toBe(hashServerSeed(seeds.serverSeed));
    expect(result.returns).toEqual([result.color === 'red' ? 200 : 0, expected === 0 ? 360 : 0]);
  });

  it('recomputes a slot round: one stop per reel in order, then free spins, then the jackpot draw', () => {
    const result = verifyRound('slot', { ...seeds, model: 'medium', stake: 200 });
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const lengths = compiledModel(slotGame('medium')!.model).base.lengths;
    expect(result.round.base.stops).toEqual(Array.from(lengths, (n) => uniformInt(stream, n)));
    expect(result.round.stake).toBe(200);
    expect(verifyRound('slot', { ...seeds, model: 'medium', stake: 200 })).toEqual(result);
    expect(() => verifyRound('slot', { ...seeds, model: 'nope', stake: 200 })).toThrow(RangeError);
  });

  it('recomputes the blackjack shoe, which deals player, dealer, player, dealer', () => {
    const { shoe } = verifyRound('blackjack', seeds);
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(shoe).toEqual(shuffle(stream, [...Array(312).keys()]));
    const dealt = deal(createHandFromShoe(100, shoe));
    expect(dealt.hands[0]!.cards.slice(0, 2)).toEqual([shoe[0], shoe[2]]);
    expect(dealt.dealerCards[0]).toBe(shoe[1]);
  });

  it('recomputes a live baccarat coup from a fresh 8-deck shoe shuffled by the stream', () => {
    const { coup, serverSeedHash } = verifyRound('baccarat', seeds);
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const shoe = shuffle(stream, BACCARAT_ORDERED_SHOE);
    expect(coup).toEqual(playCoupFromShoe(shoe));
    expect(coup.playerCards.slice(0, 2)).toEqual([shoe[0], shoe[2]]);
    expect(coup.bankerCards.slice(0, 2)).toEqual([shoe[1], shoe[3]]);
    expect(serverSeedHash).toBe(hashServerSeed(seeds.serverSeed));
  });

  it('recomputes the money wheel: one integer in [0, 54) per spin until a number', () => {
    const { wheel } = verifyRound('money-wheel', seeds);
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(wheel.stops).toEqual(wheel.stops.map(() => uniformInt(stream, WHEEL_SEGMENTS.length)));
    expect(WHEEL_SEGMENTS[wheel.stops.at(-1)!]).toMatchObject({
      kind: 'number',
      value: wheel.number,
    });
    expect(wheel.multipliers).toHaveLength(wheel.stops.length - 1);
  });

  it('recomputes a casino hold’em deal and its showdown from one shuffled deck', () => {
    const { deal, showdown } = verifyRound('casino-holdem', seeds);
    const stream = hmacStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(deal).toEqual(dealHoldemFromDeck(shuffle(stream, ORDERED_DECK)));
    expect(new Set([...deal.player, ...deal.dealer, ...deal.board]).size).toBe(9);
    expect(showdown).toEqual(holdemShowdown(deal));
  });

  it('recomputes a dice round as the room rolled it, and what a pick returned on it', () => {
    const { dice, total, returned } = verifyRound('dice', seeds);
    expect(dice).toEqual(rollDice(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
    expect(total).toBe(dice[0] + dice[1]);
    expect(returned).toBeNull();
    const picked = verifyRound('dice', { ...seeds, pick: 'under', stake: 1_000 });
    expect(picked.returned).toBe(diceReturn('under', 1_000, dice));
    expect(picked.returned).toBe(total < 7 ? 2_320 : 0);
    expect(() => verifyRound('dice', { ...seeds, pick: 'odd' })).toThrow(RangeError);
  });

  it('reaches no node: module, so the browser can run it', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:/);
        if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), spec!));
      }
    };
    visit(path.resolve(import.meta.dirname, 'verify.ts'));
    expect(seen.size).toBeGreaterThan(5);
  });
});
