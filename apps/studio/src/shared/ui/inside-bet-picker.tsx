import type { InsideBetType } from '@lale/games/roulette/bet-types';
import { insidePlacements } from '@lale/games/roulette/coverage';
import { useId, useMemo, useState } from 'react';
import type { RouletteDictionary } from '../../i18n/roulette.ts';

type PickedType = Exclude<InsideBetType, 'straight'>;

const TYPES: PickedType[] = ['split', 'street', 'corner', 'sixLine', 'trio', 'firstFour'];

export interface PickedInsideBet {
  type: PickedType;
  numbers: readonly number[];
}

/** Every inside bet other than straight up that covers `number`, splits first. */
export function insideBetsOn(number: number): PickedInsideBet[] {
  return TYPES.flatMap((type) =>
    insidePlacements(type)
      .filter((numbers) => numbers.includes(number))
      .map((numbers) => ({ type, numbers })),
  );
}

/**
 * The keyboard way to the inside bets: choose a number, then one of the splits, streets,
 * corners and six lines around it ('Split 17-20').
 */
export function InsideBetPicker({
  onPlace,
  disabled,
  text,
}: {
  onPlace: (type: PickedType, numbers: readonly number[]) => void;
  disabled: boolean;
  text: RouletteDictionary;
}) {
  const id = useId();
  const [number, setNumber] = useState(17);
  const bets = useMemo(() => insideBetsOn(number), [number]);
  const [choice, setChoice] = useState(0);
  const bet = bets[choice] ?? bets[0];
  return (
    <fieldset className="inside-picker">
      <legend>{text.insideBets}</legend>
      <label htmlFor={`${id}-number`}>{text.insideNumber}</label>
      <select
        id={`${id}-number`}
        value={number}
        disabled={disabled}
        onChange={(event) => {
          setNumber(Number(event.target.value));
          setChoice(0);
        }}
      >
        {Array.from({ length: 37 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-bet`}>{text.insideType}</label>
      <select
        id={`${id}-bet`}
        value={choice}
        disabled={disabled}
        onChange={(event) => setChoice(Number(event.target.value))}
      >
        {bets.map((candidate, index) => (
          <option key={`${candidate.type}:${candidate.numbers.join('-')}`} value={index}>
            {text.insideBet(candidate.type, candidate.numbers)}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={disabled || !bet}
        onClick={() => bet && onPlace(bet.type, bet.numbers)}
      >
        {text.placeChip}
      </button>
    </fieldset>
  );
}
