import { VIDEO_POKER_COIN_VALUES } from '@lale/contract/studio/video-poker';
import { MAX_COINS } from '@lale/games/video-poker/paytable';
import { useId } from 'react';
import type { Lang } from '../i18n/lang.ts';
import type { VideoPokerDictionary } from '../i18n/video-poker.ts';
import { formatMoney } from '../shared/money.ts';

/** Coin values that can make a stake within the game's limits with 1 to 5 coins. */
export function coinValuesWithin(minBet: number, maxBet: number): number[] {
  return VIDEO_POKER_COIN_VALUES.filter((value) => value * MAX_COINS >= minBet && value <= maxBet);
}

interface Props {
  coins: number;
  coinValue: number;
  values: number[];
  onCoins: (coins: number) => void;
  onCoinValue: (value: number) => void;
  disabled: boolean;
  lang: Lang;
  text: VideoPokerDictionary;
}

export function CoinSelector(props: Props) {
  const { coins, coinValue, values, onCoins, onCoinValue, disabled, lang, text } = props;
  const valueId = useId();
  return (
    <div className="vp-coins">
      <fieldset className="vp-coins__count" disabled={disabled}>
        <legend>{text.coins}</legend>
        {Array.from({ length: MAX_COINS }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === coins}
            aria-label={text.coinsCount(n)}
            className={n === coins ? 'primary' : undefined}
            onClick={() => onCoins(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <div className="vp-coins__value">
        <label htmlFor={valueId}>{text.coinValue}</label>
        <select
          id={valueId}
          value={coinValue}
          disabled={disabled}
          onChange={(event) => onCoinValue(Number(event.target.value))}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {formatMoney(value, lang)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
