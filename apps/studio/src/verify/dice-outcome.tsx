import type { VerifyResults } from '@lale/games/verify';
import { DieFace } from '../dice/dice-stage.tsx';
import { diceText, pickLabel } from '../dice/text.ts';
import type { Lang } from '../i18n/lang.ts';
import { verifyText } from '../i18n/verify.ts';
import { formatMoney } from '../shared/money.ts';

/** A dice round recomputed from its seed: the two dice, their total, and the bet's return. */
export function DiceOutcome({
  result,
  pick,
  lang,
}: {
  result: VerifyResults['dice'];
  /** The bet the history link named, when it did. */
  pick: string | undefined;
  lang: Lang;
}) {
  const text = verifyText[lang];
  const dice = diceText[lang];
  const named = pick === undefined ? null : pickLabel(dice, pick);
  return (
    <>
      <div className="dice-pair" data-testid="verify-dice">
        <DieFace value={result.dice[0]} label={dice.die(1)} />
        <DieFace value={result.dice[1]} label={dice.die(2)} />
      </div>
      <p className="result" data-testid="verify-dice-total">
        {text.diceTotal(result.total)}
      </p>
      {named !== null && result.returned !== null && (
        <p data-testid="verify-dice-pick">
          {result.returned > 0
            ? text.dicePick(named, formatMoney(result.returned, lang))
            : text.dicePickLost(named)}
        </p>
      )}
    </>
  );
}
