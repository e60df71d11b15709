import { useId, useMemo } from 'react';
import type { CommonDictionary } from '../../i18n/common.ts';
import type { Lang } from '../../i18n/lang.ts';
import { betSteps, snapBet, stepBet } from '../bet-steps.ts';
import { formatMoney } from '../money.ts';

interface Props {
  bet: number;
  minBet: number;
  maxBet: number;
  onChange: (bet: number) => void;
  disabled?: boolean;
  label?: string;
  lang: Lang;
  t: CommonDictionary;
}

/** Bet within the game's limits: a list of 1-2-5 steps with − and + beside it. */
export function BetSelector({ bet, minBet, maxBet, onChange, disabled, label, lang, t }: Props) {
  const id = useId();
  const steps = useMemo(() => betSteps(minBet, maxBet), [minBet, maxBet]);
  const value = snapBet(bet, steps);
  return (
    <div className="bet-selector">
      <label htmlFor={id}>{label ?? t.bet}</label>
      <div className="bet-selector__row">
        <button
          type="button"
          aria-label={t.betDown}
          disabled={disabled || value <= (steps[0] ?? value)}
          onClick={() => onChange(stepBet(value, steps, -1))}
        >
          −
        </button>
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-range`}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {steps.map((step) => (
            <option key={step} value={step}>
              {formatMoney(step, lang)}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={t.betUp}
          disabled={disabled || value >= (steps[steps.length - 1] ?? value)}
          onClick={() => onChange(stepBet(value, steps, 1))}
        >
          +
        </button>
      </div>
      <small id={`${id}-range`}>
        {t.betRange(formatMoney(minBet, lang), formatMoney(maxBet, lang))}
      </small>
    </div>
  );
}
