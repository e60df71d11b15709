import type { InsideBetType } from '@lale/games/roulette/bet-types';
import { insidePlacements } from '@lale/games/roulette/coverage';
import { useId, useMemo, useState } from 'react';
import type { RouletteDictionary } from '../i18n/roulette.ts';
import type { Placement } from './bet-slip.ts';

const TYPES: InsideBetType[] = ['split', 'street', 'corner', 'sixLine', 'trio', 'firstFour'];

/** Every inside bet other than straight up, chosen from its legal number sets. */
export function InsideBetPicker({
  onPlace,
  disabled,
  text,
}: {
  onPlace: (placement: Placement) => void;
  disabled: boolean;
  text: RouletteDictionary;
}) {
  const id = useId();
  const [type, setType] = useState<InsideBetType>('split');
  const placements = useMemo(() => insidePlacements(type), [type]);
  const [choice, setChoice] = useState(0);
  const numbers = placements[choice] ?? placements[0] ?? [];
  return (
    <fieldset className="inside-picker">
      <legend>{text.insideBets}</legend>
      <label htmlFor={`${id}-type`}>{text.insideType}</label>
      <select
        id={`${id}-type`}
        value={type}
        disabled={disabled}
        onChange={(event) => {
          setType(event.target.value as InsideBetType);
          setChoice(0);
        }}
      >
        {TYPES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {text.types[candidate]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-numbers`}>{text.insidePlacement}</label>
      <select
        id={`${id}-numbers`}
        value={choice}
        disabled={disabled}
        onChange={(event) => setChoice(Number(event.target.value))}
      >
        {placements.map((candidate, index) => (
          <option key={candidate.join('-')} value={index}>
            {candidate.join(' · ')}
          </option>
        ))}
      </select>
      <button type="button" disabled={disabled} onClick={() => onPlace({ type, numbers })}>
        {text.placeChip}
      </button>
    </fieldset>
  );
}
