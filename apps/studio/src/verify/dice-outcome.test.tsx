// @vitest-environment happy-dom
import { rollDice } from '@lale/games/dice';
import { verifyRound } from '@lale/games/verify';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money.ts';
import { DiceOutcome } from './dice-outcome.tsx';

afterEach(cleanup);

const seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'dice', nonce: 3 };
const [one, two] = rollDice(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
const total = one + two;

describe('a dice round on the verify page', () => {
  it('shows the two dice, their total and what the winning bet paid, in Turkish', () => {
    const pick = `total-${total}`;
    const result = verifyRound('dice', { ...seeds, pick, stake: 1_000 });
    render(<DiceOutcome result={result} pick={pick} lang="tr" />);
    const faces = screen.getAllByTestId('dice-die').map((die) => die.dataset.value);
    expect(faces).toEqual([String(one), String(two)]);
    expect(screen.getByTestId('verify-dice-total').textContent).toBe(`Toplam: ${total}`);
    expect(screen.getByTestId('verify-dice-pick').textContent).toBe(
      `Bahsiniz (Toplam ${total}) bu zarlarla ${formatMoney(result.returned!, 'tr')} öder.`,
    );
  });

  it('says a losing bet loses, and names no bet for a roll typed in by hand, in English', () => {
    const pick = total === 7 ? 'under' : 'seven';
    const lost = verifyRound('dice', { ...seeds, pick, stake: 1_000 });
    render(<DiceOutcome result={lost} pick={pick} lang="en" />);
    expect(screen.getByTestId('verify-dice-pick').textContent).toMatch(/loses on these dice\.$/);
    cleanup();
    render(<DiceOutcome result={verifyRound('dice', seeds)} pick={undefined} lang="en" />);
    expect(screen.getByTestId('verify-dice-total').textContent).toBe(`Total: ${total}`);
    expect(screen.queryByTestId('verify-dice-pick')).toBeNull();
  });
});
