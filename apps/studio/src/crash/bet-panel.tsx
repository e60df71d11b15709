import { parseMultiplier } from '@lale/games/crash';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { multiplierText } from './format.ts';
import type { PanelAction, Slot } from './panel-state.ts';
import { applyChip, clampStake, liraText, parseLira, type StakeChip } from './stake.ts';

export interface PanelSettings {
  stake: number;
  auto: boolean;
  /** Hundredths. */
  autoTarget: number;
  queued: boolean;
  pending: boolean;
}

interface Props {
  slot: Slot;
  settings: PanelSettings;
  action: PanelAction;
  /** The cash-outs of this slot's latest bet: what was paid, at what multiplier, until it bets again. */
  cashouts: readonly { atHundredths: number; payout: number }[];
  minBet: number;
  maxBet: number;
  maxMultiplier: number;
  onChange: (settings: Partial<PanelSettings>) => void;
  onMain: () => void;
  onHalf: () => void;
  /** What this stake will not do (a tournament's minimum, the bonus's wagering), before the bet. */
  notes: ReactNode;
  lang: Lang;
  text: CrashDictionary;
}

const CHIPS: StakeChip[] = ['min', 'half', 'down', 'up', 'double', 'max'];

/** One of the two bets: amount with quick chips, auto cash-out, and the big button. */
export function BetPanel(props: Props) {
  const { slot, settings, action, cashouts, minBet, maxBet, maxMultiplier, lang, text } = props;
  const id = useId();
  const limits = { minBet, maxBet };
  const [stakeText, setStakeText] = useState(() => liraText(settings.stake, lang));
  const [targetText, setTargetText] = useState(() => multiplierText(settings.autoTarget, lang));
  const [shownStake, setShownStake] = useState(settings.stake);
  if (shownStake !== settings.stake) {
    setShownStake(settings.stake);
    setStakeText(liraText(settings.stake, lang));
  }
  // The amount and target are fixed once the bet is in (or queued) until it is settled.
  const locked = action.kind !== 'bet' && action.kind !== 'bet-next';
  const stakeValid = parseLira(stakeText, lang) !== null;
  const target = parseMultiplier(targetText.replace(/x$/i, ''));
  const targetValid = target !== null && target >= 101 && target <= maxMultiplier;

  function commitStake() {
    const parsed = parseLira(stakeText, lang);
    const next = clampStake(parsed ?? settings.stake, limits);
    props.onChange({ stake: next });
    setStakeText(liraText(next, lang));
  }

  function commitTarget() {
    if (targetValid && target !== null) {
      props.onChange({ autoTarget: target });
      setTargetText(multiplierText(target, lang));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== ' ' || event.repeat) return;
    const target = event.target as HTMLElement;
    // Buttons and the toggle keep their own Space; everywhere else in the panel it plays.
    if (target instanceof HTMLButtonElement) return;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') return;
    event.preventDefault();
    if (target instanceof HTMLInputElement) {
      commitStake();
      commitTarget();
    }
    props.onMain();
  }

  const mainLabel = (() => {
    switch (action.kind) {
      case 'bet':
        return { title: text.bet, detail: formatMoney(settings.stake, lang) };
      case 'bet-next':
        return { title: text.betNext, detail: formatMoney(settings.stake, lang) };
      case 'cancel-next':
        return { title: text.cancelNext, detail: text.queued };
      case 'placed':
        return { title: text.placed, detail: text.waitingTakeOff };
      case 'cashout':
        return { title: text.cashOut, detail: formatMoney(action.payout, lang) };
      case 'busy':
        return { title: text.sending, detail: '' };
    }
  })();
  const tone =
    action.kind === 'cashout'
      ? 'cashout'
      : action.kind === 'cancel-next' || action.kind === 'placed'
        ? 'cancel'
        : 'bet';

  return (
    <section
      className={`bet-panel bet-panel--${tone}`}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid={`bet-panel-${slot}`}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {text.panel(slot + 1)}
      </h2>
      <div className="bet-panel__setup">
        <label htmlFor={`${id}-stake`} className="visually-hidden">
          {text.stake}
        </label>
        <div className="stake-field">
          <button
            type="button"
            className="chip-button"
            aria-label={text.chips.down}
            disabled={locked || settings.stake <= minBet}
            onClick={() => props.onChange({ stake: applyChip(settings.stake, 'down', limits) })}
          >
            −
          </button>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            disabled={locked}
            aria-invalid={!stakeValid}
            onChange={(event) => setStakeText(event.target.value)}
            onBlur={commitStake}
            onKeyDown={(event) => event.key === 'Enter' && commitStake()}
          />
          <button
            type="button"
            className="chip-button"
            aria-label={text.chips.up}
            disabled={locked || settings.stake >= maxBet}
            onClick={() => props.onChange({ stake: applyChip(settings.stake, 'up', limits) })}
          >
            +
          </button>
        </div>
        <div className="quick-chips" role="group" aria-label={text.stake}>
          {CHIPS.filter((chip) => chip !== 'down' && chip !== 'up').map((chip) => (
            <button
              key={chip}
              type="button"
              aria-label={text.chips[chip]}
              disabled={locked}
              onClick={() => props.onChange({ stake: applyChip(settings.stake, chip, limits) })}
            >
              {text.chipText[chip]}
            </button>
          ))}
        </div>
        <div className="auto-row">
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={settings.auto}
              disabled={locked}
              onChange={(event) => props.onChange({ auto: event.target.checked })}
            />
            <span className="toggle__track" aria-hidden="true" />
            {text.autoCashout}
          </label>
          <label htmlFor={`${id}-target`} className="visually-hidden">
            {text.autoTarget}
          </label>
          <input
            id={`${id}-target`}
            className="target-input"
            inputMode="decimal"
            autoComplete="off"
            value={targetText}
            disabled={locked || !settings.auto}
            aria-invalid={!targetValid}
            aria-describedby={targetValid ? undefined : `${id}-target-error`}
            onChange={(event) => setTargetText(event.target.value)}
            onBlur={commitTarget}
          />
        </div>
        {!targetValid && settings.auto && (
          <p id={`${id}-target-error`} className="field-error">
            {text.invalidTarget(multiplierText(maxMultiplier, lang))}
          </p>
        )}
      </div>
      {props.notes}
      <div className="bet-panel__actions">
        <button
          type="button"
          className={`main-button main-button--${tone}`}
          disabled={action.kind === 'busy' || action.kind === 'placed'}
          onClick={props.onMain}
          data-testid={`main-${slot}`}
        >
          <span className="main-button__title">{mainLabel.title}</span>
          {mainLabel.detail && <span className="main-button__detail">{mainLabel.detail}</span>}
        </button>
        {action.kind === 'cashout' && action.halfPayout !== null && (
          <button
            type="button"
            className="main-button main-button--half"
            onClick={props.onHalf}
            data-testid={`half-${slot}`}
          >
            <span className="main-button__title">{text.halfCashOut}</span>
            <span className="main-button__detail">{formatMoney(action.halfPayout, lang)}</span>
          </button>
        )}
      </div>
      {cashouts.length > 0 && (
        <p className="bet-panel__paid" data-testid={`paid-${slot}`}>
          {cashouts
            .map((leg) =>
              text.announceCashout(
                formatMoney(leg.payout, lang),
                multiplierText(leg.atHundredths, lang),
              ),
            )
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
