import type { SportEventSummary, SportSelection } from '@lale/contract/methods/sportsbook';
import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/app-store.ts';
import { formatOdds, oddsDirection } from '../sports/format-odds.ts';
import { LockIcon } from '../ui/icons.tsx';
import { selectionLong, selectionShort, type Translate } from '../sports/market-labels.ts';
import classes from './odds-button.module.css';
import { toggleSelection, useSlip } from './slip-store.ts';

type EventOfButton = Pick<
  SportEventSummary,
  'id' | 'sport' | 'home' | 'away' | 'startsAt' | 'version'
>;

interface OddsButtonProps {
  event: EventOfButton;
  marketKey: string;
  selection: SportSelection;
  /** The market or event is closed to bets: the button shows a lock. */
  locked?: boolean;
  /** The face text; the selection's short name ("1", "X", "Üst") by default. */
  label?: string;
  /** Hide the face text (a grid whose header names the selection). */
  hideLabel?: boolean;
  fill?: boolean;
}

/**
 * An odds button: toggles its selection on the bet slip (another selection of the same market
 * replaces it), says "1 Galatasaray 1.85" to screen readers (its name is what it shows, with
 * the selection's full name between, so a player who speaks the shown text reaches it), and
 * flashes green or red when the odds move.
 */
export function OddsButton({
  event,
  marketKey,
  selection,
  locked = false,
  label,
  hideLabel = false,
  fill = false,
}: OddsButtonProps) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const translate = t as unknown as Translate;
  const odds = selection.odds;
  const pressed = useSlip((state) =>
    state.selections.some(
      (s) => s.eventId === event.id && s.market === marketKey && s.selection === selection.key,
    ),
  );
  // Odds seen at the last render: a change starts the flash, its animation's end stops it.
  const [seen, setSeen] = useState(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  if (odds !== seen) {
    setSeen(odds);
    setFlash(oddsDirection(seen, odds));
  }
  const closed = locked || odds === null;
  const face = label ?? selectionShort(translate, marketKey, selection.key);
  const name = selectionLong(translate, marketKey, selection.key, event, lang);
  const className = [classes.button, fill ? classes.fill : '', flash ? classes[flash] : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      disabled={closed}
      aria-pressed={pressed}
      data-testid="odds-button"
      data-event={event.id}
      data-market={marketKey}
      data-selection={selection.key}
      data-odds={odds ?? ''}
      data-flash={flash ?? undefined}
      onAnimationEnd={() => setFlash(null)}
      onClick={() => {
        if (odds === null) return;
        toggleSelection({
          eventId: event.id,
          sport: event.sport,
          home: event.home,
          away: event.away,
          startsAt: event.startsAt,
          market: marketKey,
          selection: selection.key,
          odds,
          version: event.version,
        });
      }}
    >
      {hideLabel ? null : <span className={classes.label}>{face}</span>}
      <VisuallyHidden>{` ${name} `}</VisuallyHidden>
      <span className={classes.odds}>
        {closed ? (
          <>
            <LockIcon />
            <VisuallyHidden>{t('sports.locked')}</VisuallyHidden>
          </>
        ) : (
          formatOdds(odds)
        )}
      </span>
    </button>
  );
}
