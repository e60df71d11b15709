import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { applyAction } from './apply-action.ts';
import { basicStrategyAction } from './basic-strategy.ts';
import { createHand } from './create-hand.ts';
import { deal } from './opening.ts';
import { double, split, stand } from './player-actions.ts';
import { publicView } from './public-view.ts';
import { settle } from './settlement.ts';
import type { BlackjackState } from './state.ts';
import { stackedHand } from './test-shoe.ts';

const throughJson = (state: BlackjackState): BlackjackState =>
  JSON.parse(JSON.stringify(state)) as BlackjackState;

describe('blackjack resume', () => {
  it('continues a stored mid-hand state exactly as the live one', () => {
    const midHand = split(deal(stackedHand(100, ['8', '10', '8', '7', '3', '10', '6', '5'])));
    const resumed = throughJson(midHand);
    expect(resumed).toEqual(midHand);
    const live = stand(double(midHand));
    const fromStore = stand(double(resumed));
    expect(fromStore).toEqual(live);
    expect(settle(fromStore)).toEqual(settle(live));
  });

  it('stores and resumes after every single action of many fair hands', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      let live = createHand(100, hmacStream('resume-server', 'resume-client', nonce));
      let stored = throughJson(live);
      while (live.phase !== 'settled') {
        const action = basicStrategyAction(live);
        live = applyAction(live, action);
        stored = throughJson(applyAction(stored, action));
        expect(stored).toEqual(live);
      }
      expect(settle(stored)).toEqual(settle(live));
    }
  });

  it('shows the player neither the shoe nor the hole card before settlement', () => {
    const dealt = deal(stackedHand(100, ['8', '10', '9', '7', '2']));
    const view = publicView(dealt);
    expect(view).not.toHaveProperty('shoe');
    expect(view.dealerCards).toEqual(dealt.dealerCards.slice(0, 1));
    expect(view.dealerTotal).toBe(10);
    expect(view.legalActions).toEqual(['hit', 'stand', 'double']);
    expect(publicView(stand(dealt)).dealerCards).toHaveLength(2);
  });
});
