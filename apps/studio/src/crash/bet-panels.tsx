import type { CrashOwnBet, CrashStateReply } from '@lale/contract/crash-api';
import { useCallback } from 'react';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { BetPanel, type PanelSettings } from './bet-panel.tsx';
import { flightAt } from './flight.ts';
import { ownBetFor, panelAction, type Slot } from './panel-state.ts';
import type { RoundView } from './round-state.ts';
import { useTicker } from './use-ticker.ts';

export const SLOTS: readonly Slot[] = [0, 1];

/** The two bet panels; they re-render ten times a second in flight for the payout shown. */
export function Panels(props: {
  view: RoundView | null;
  ownBets: CrashOwnBet[];
  panels: PanelSettings[];
  serverNow: () => number;
  rules: CrashStateReply['rules'];
  lang: Lang;
  text: CrashDictionary;
  onChange: (slot: Slot, patch: Partial<PanelSettings>) => void;
  onMain: (slot: Slot) => void;
  onHalf: (slot: Slot) => void;
}) {
  const { view, ownBets, panels, serverNow, rules, lang, text } = props;
  const readMultiplier = useCallback(
    () => (view ? flightAt(view, serverNow()).multiplier : 100),
    [view, serverNow],
  );
  const multiplier = useTicker(readMultiplier, 100, view?.phase === 'flying');
  return (
    <div className="panels">
      {SLOTS.map((slot) => {
        const settings = panels[slot]!;
        const action = panelAction({
          phase: view?.phase ?? 'crashed',
          bet: view ? ownBetFor(ownBets, view.roundId, slot) : null,
          queued: settings.queued,
          pending: settings.pending,
          multiplier,
          halfCashout: rules.halfCashout,
        });
        return (
          <BetPanel
            key={slot}
            slot={slot}
            settings={settings}
            action={action}
            minBet={rules.minBet}
            maxBet={rules.maxBet}
            maxMultiplier={rules.maxMultiplierHundredths}
            onChange={(patch) => props.onChange(slot, patch)}
            onMain={() => props.onMain(slot)}
            onHalf={() => props.onHalf(slot)}
            lang={lang}
            text={text}
          />
        );
      })}
    </div>
  );
}
