import type { LiveSeatAction } from '@lale/contract/live-tables/requests';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';

/** The seated player's moves on their turn, and the insurance question when the dealer shows an ace. */
export function BlackjackControls({
  actions,
  onAct,
  insurance,
  onInsure,
  pending,
  games,
}: {
  /** Legal moves when it is the player's turn; empty otherwise. */
  actions: readonly LiveSeatAction[];
  onAct: (action: LiveSeatAction) => void;
  /** The insurance question is open for this player. */
  insurance: boolean;
  onInsure: (accept: boolean) => void;
  pending: boolean;
  games: LiveGamesDictionary;
}) {
  const t = games.blackjack;
  if (insurance) {
    return (
      <div className="bj-controls" role="group" aria-label={t.insurance}>
        <p>{t.insurance}</p>
        <button type="button" className="primary" disabled={pending} onClick={() => onInsure(true)}>
          {t.takeInsurance}
        </button>
        <button type="button" disabled={pending} onClick={() => onInsure(false)}>
          {t.noInsurance}
        </button>
      </div>
    );
  }
  if (actions.length === 0) return null;
  return (
    <div
      className="bj-controls"
      role="group"
      aria-label={t.yourTurn}
      data-testid="live-blackjack-actions"
    >
      <p>{t.yourTurn}</p>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`bj-action bj-action--${action}`}
          disabled={pending}
          onClick={() => onAct(action)}
        >
          {t.actions[action] ?? action}
        </button>
      ))}
    </div>
  );
}
