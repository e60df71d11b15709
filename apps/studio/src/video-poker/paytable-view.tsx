import { coinsWon, MAX_COINS, VIDEO_POKER_HANDS } from '@lale/games/video-poker/paytable';
import type { VideoPokerHand } from '@lale/contract/studio/video-poker';
import type { Lang } from '../i18n/lang.ts';
import type { VideoPokerDictionary } from '../i18n/video-poker.ts';

const SHOWN = [...VIDEO_POKER_HANDS].reverse().filter((hand) => hand !== 'nothing');
const COLUMNS = Array.from({ length: MAX_COINS }, (_, i) => i + 1);

interface Props {
  coins: number;
  /** The hand to light up: the drawn hand that won, or what the dealt cards make already. */
  hand: VideoPokerHand | null;
  text: VideoPokerDictionary;
  lang: Lang;
}

/**
 * The 9/6 paytable in coins for 1–5 coins, the chosen column and the winning row marked; a
 * phone shows the chosen column only.
 */
export function PaytableView({ coins, hand, text, lang }: Props) {
  const column = (n: number) => (n === coins ? 'vp-col--on' : 'vp-col--off');
  return (
    <table className="data vp-paytable" data-testid="paytable">
      <thead>
        <tr>
          <th scope="col">
            <span className="vp-sr">{text.coins}</span>
          </th>
          {COLUMNS.map((n) => (
            <th key={n} scope="col" className={column(n)}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SHOWN.map((row) => (
          <tr
            key={row}
            data-hand={row}
            className={row === hand ? 'vp-row--win' : undefined}
            aria-current={row === hand || undefined}
          >
            <th scope="row">{text.hands[row]}</th>
            {COLUMNS.map((n) => (
              <td key={n} className={column(n)}>
                {coinsWon(row, n).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
