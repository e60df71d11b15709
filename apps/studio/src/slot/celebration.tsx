import type { CSSProperties } from 'react';
import type { Lang } from '../i18n/lang.ts';
import type { SlotDictionary } from '../i18n/slot.ts';
import { CountUpAmount } from './count-up-amount.tsx';
import type { WinTier } from './count-up.ts';

const COINS: Record<'big' | 'mega' | 'epic', number> = { big: 14, mega: 26, epic: 40 };

/** Big, mega and epic wins: a banner and a shower of coins that grow with the multiple. */
export function Celebration({
  tier,
  amount,
  duration,
  lang,
  text,
  onDone,
}: {
  tier: Exclude<WinTier, 'none' | 'win'>;
  amount: number;
  duration: number;
  lang: Lang;
  text: SlotDictionary;
  onDone: () => void;
}) {
  const coins = COINS[tier];
  return (
    <button
      type="button"
      className={`overlay celebration celebration--${tier}`}
      data-testid="celebration"
      data-tier={tier}
      onClick={onDone}
    >
      <span className="coins" aria-hidden="true">
        {Array.from({ length: coins }, (_, index) => (
          <span
            key={index}
            className="coin"
            style={
              {
                '--x': `${(index * 37) % 100}%`,
                '--delay': `${(index * 113) % 1400}ms`,
                '--drift': `${((index * 53) % 60) - 30}px`,
              } as CSSProperties
            }
          />
        ))}
      </span>
      <strong className="celebration__title">{text.tiers[tier]}</strong>
      <CountUpAmount amount={amount} duration={duration} lang={lang} />
      <small>{text.tapToContinue}</small>
    </button>
  );
}
