import type { CrashOwnBet, CrashStateReply } from '@lale/contract/crash-api';
import type { StakeRulesReply } from '@lale/contract/studio/stake-rules';
import { useSyncExternalStore } from 'react';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { BetPanel, type PanelSettings } from './bet-panel.tsx';
import { flightAt } from './flight.ts';
import { latestBet, ownBetFor, panelAction, type Slot } from './panel-state.ts';
import type { RoundView } from './round-state.ts';
import type { ShownMultiplier } from './shown-multiplier.ts';

export const SLOTS: readonly Slot[] = [0, 1];

/**
 * The two bet panels. In flight their payouts are the stake at the multiplier the scene shows:
 * they re-render each time the scene's number changes, in the same frame.
 */
export function Panels(props: {
  view: RoundView | null;
  ownBets: CrashOwnBet[];
  panels: PanelSettings[];
  serverNow: () => number;
  shown: ShownMultiplier;
  rules: CrashStateReply['rules'];
  stakeRules: StakeRulesReply | null;
  lang: Lang;
  text: CrashDictionary;
  onChange: (slot: Slot, patch: Partial<PanelSettings>) => void;
  onMain: (slot: Slot) => void;
  onHalf: (slot: Slot) => void;
}) {
  const { view, ownBets, panels, serverNow, shown, rules, lang, text } = props;
  useSyncExternalStore(shown.subscribe, shown.get);
  // Before the scene's first frame of a flight, the clock's own value.
  const multiplier =
    shown.of(view?.roundId) ?? (view ? flightAt(view, serverNow()).multiplier : 100);
  return (
    <div className="panels">
      {SLOTS.map((slot) => {
        const settings = panels[slot]!;
        const bet = view ? ownBetFor(ownBets, view.roundId, slot) : null;
        const action = panelAction({
          phase: view?.phase ?? 'crashed',
          bet,
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
            cashouts={latestBet(ownBets, slot)?.cashouts ?? []}
            minBet={rules.minBet}
            maxBet={rules.maxBet}
            maxMultiplier={rules.maxMultiplierHundredths}
            onChange={(patch) => props.onChange(slot, patch)}
            onMain={() => props.onMain(slot)}
            onHalf={() => props.onHalf(slot)}
            notes={<StakeNotes notes={stakeNotes(props.stakeRules, settings.stake, lang)} />}
            lang={lang}
            text={text}
          />
        );
      })}
    </div>
  );
}
