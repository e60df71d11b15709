import type {
  AcceptOddsChanges,
  CouponKind,
  OddsChange,
  SportKey,
  SportMarket,
} from '@lale/contract/methods/sportsbook';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { parseJson, readRaw, writeRaw } from '../store/storage.ts';

/** The slip's own localStorage key (not one of SPEC §3's: the slip came later). */
export const SLIP_STORAGE_KEY = 'betSlip';
/** The most selections a slip holds (the contract's and the coupon maths' limit). */
export const MAX_SLIP_SELECTIONS = 20;

/** One pick on the slip, with what the player saw and what the live channel says now. */
export interface SlipSelection {
  eventId: string;
  sport: SportKey;
  home: string;
  away: string;
  startsAt: string;
  /** Market key: `football.total_goals@2.5`. */
  market: string;
  selection: string;
  /** The odds the player took (hundredths): sent with the coupon. */
  odds: number;
  /** The odds now; null when the market is suspended or the selection no longer offered. */
  current: number | null;
  /** The event's version the current odds come from. */
  version: number;
}

export interface SlipState {
  selections: SlipSelection[];
  /** Kuruş per line; null until the player types one. */
  stakePerLine: number | null;
  /** The kind the player chose; the slip falls back when it is not available. */
  kind: CouponKind;
  /** System size k of k/n. */
  systemSize: number;
  acceptOddsChanges: AcceptOddsChanges;
}

export const emptySlip: SlipState = {
  selections: [],
  stakePerLine: null,
  kind: 'combination',
  systemSize: 2,
  acceptOddsChanges: 'none',
};

const KINDS: readonly CouponKind[] = ['single', 'combination', 'system'];
const ACCEPTS: readonly AcceptOddsChanges[] = ['none', 'higher', 'any'];

const isOdds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 101 && value <= 100_000;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readSelection(value: unknown): SlipSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.eventId) || !isText(v.market) || !isText(v.selection) || !isOdds(v.odds))
    return null;
  if (!isText(v.sport) || !isText(v.home) || !isText(v.away) || !isText(v.startsAt)) return null;
  return {
    eventId: v.eventId,
    sport: v.sport as SportKey,
    home: v.home,
    away: v.away,
    startsAt: v.startsAt,
    market: v.market,
    selection: v.selection,
    odds: v.odds,
    current: isOdds(v.current) ? v.current : v.current === null ? null : v.odds,
    version: typeof v.version === 'number' ? v.version : 0,
  };
}

/** The stored slip, with anything malformed dropped (an old or hand-edited value). */
export function decodeSlip(raw: string | null): SlipState {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return emptySlip;
  const v = value as Record<string, unknown>;
  const selections = Array.isArray(v.selections)
    ? v.selections
        .map(readSelection)
        .filter((s): s is SlipSelection => s !== null)
        .slice(0, MAX_SLIP_SELECTIONS)
    : [];
  const stake = v.stakePerLine;
  return {
    selections,
    stakePerLine: Number.isSafeInteger(stake) && (stake as number) > 0 ? (stake as number) : null,
    kind: KINDS.includes(v.kind as CouponKind) ? (v.kind as CouponKind) : emptySlip.kind,
    systemSize:
      Number.isInteger(v.systemSize) && (v.systemSize as number) >= 2
        ? (v.systemSize as number)
        : 2,
    acceptOddsChanges: ACCEPTS.includes(v.acceptOddsChanges as AcceptOddsChanges)
      ? (v.acceptOddsChanges as AcceptOddsChanges)
      : 'none',
  };
}

const encodeSlip = (state: SlipState): string => JSON.stringify(state);

export const slipStore = createStore<SlipState>()(() => decodeSlip(readRaw(SLIP_STORAGE_KEY)));

slipStore.subscribe((state, previous) => {
  if (state !== previous) writeRaw(SLIP_STORAGE_KEY, encodeSlip(state));
});

// Another tab changed the slip: take its version.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SLIP_STORAGE_KEY) slipStore.setState(decodeSlip(event.newValue), true);
  });
}

const onServer = () => emptySlip;

/** The slip, read in components; the server renders an empty one. */
export function useSlip<T>(selector: (state: SlipState) => T): T {
  return useSyncExternalStore(
    slipStore.subscribe,
    () => selector(slipStore.getState()),
    () => selector(onServer()),
  );
}

/** Tests, and after another tab wrote. */
export function reloadSlip(): void {
  slipStore.setState(decodeSlip(readRaw(SLIP_STORAGE_KEY)), true);
}

export type PickInput = Omit<SlipSelection, 'current'>;

export type ToggleResult = 'added' | 'replaced' | 'removed' | 'full';

const sameMarket = (a: { eventId: string; market: string }, b: typeof a) =>
  a.eventId === b.eventId && a.market === b.market;

/**
 * An odds button pressed: the same selection again leaves the slip; another selection of a
 * market already on the slip takes its place; otherwise it is added (up to 20).
 */
export function toggleSelection(pick: PickInput): ToggleResult {
  const { selections } = slipStore.getState();
  const index = selections.findIndex((s) => sameMarket(s, pick));
  const added: SlipSelection = { ...pick, current: pick.odds };
  if (index >= 0) {
    if (selections[index]!.selection === pick.selection) {
      slipStore.setState({ selections: selections.filter((_, i) => i !== index) });
      return 'removed';
    }
    slipStore.setState({ selections: selections.map((s, i) => (i === index ? added : s)) });
    return 'replaced';
  }
  if (selections.length >= MAX_SLIP_SELECTIONS) return 'full';
  slipStore.setState({ selections: [...selections, added] });
  return 'added';
}

export function removeSelection(eventId: string, market: string): void {
  const { selections } = slipStore.getState();
  slipStore.setState({ selections: selections.filter((s) => !sameMarket(s, { eventId, market })) });
}

/** After a placed coupon: the picks go, the preferences and the stake stay. */
export function clearSlip(): void {
  slipStore.setState({ selections: [] });
}

export function setStakePerLine(kurus: number | null): void {
  slipStore.setState({ stakePerLine: kurus !== null && kurus > 0 ? Math.floor(kurus) : null });
}

export function setKind(kind: CouponKind): void {
  slipStore.setState({ kind });
}

export function setSystemSize(size: number): void {
  slipStore.setState({ kind: 'system', systemSize: size });
}

export function setAcceptOddsChanges(accept: AcceptOddsChanges): void {
  slipStore.setState({ acceptOddsChanges: accept });
}

/**
 * One event's markets from the live channel (its snapshot or an update): each of its picks
 * gets the current odds, null when the market is not open, the event is suspended or the
 * selection is gone. Older versions than what the slip holds are ignored.
 */
export function applyEventMarkets(
  eventId: string,
  update: { version: number; suspended: boolean; open: boolean; markets: SportMarket[] },
): void {
  const { selections } = slipStore.getState();
  let changed = false;
  const next = selections.map((s) => {
    if (s.eventId !== eventId || update.version < s.version) return s;
    const market = update.markets.find((m) => m.key === s.market);
    const odds =
      !update.open || update.suspended || !market || market.state !== 'open'
        ? null
        : (market.selections.find((x) => x.key === s.selection)?.odds ?? null);
    if (odds === s.current && update.version === s.version) return s;
    changed = true;
    return { ...s, current: odds, version: update.version };
  });
  if (changed) slipStore.setState({ selections: next });
}

/** A refused coupon's new odds (null: closed) onto the picks they name. */
export function applyOddsChanges(changes: readonly OddsChange[]): void {
  const { selections } = slipStore.getState();
  const next = selections.map((s) => {
    const change = changes.find(
      (c) => c.eventId === s.eventId && c.marketKey === s.market && c.selection === s.selection,
    );
    return change ? { ...s, current: change.odds } : s;
  });
  slipStore.setState({ selections: next });
}

/** The player takes the new odds: every open pick's odds become the current ones. */
export function acceptCurrentOdds(): void {
  const { selections } = slipStore.getState();
  slipStore.setState({
    selections: selections.map((s) =>
      s.current !== null && s.current !== s.odds ? { ...s, odds: s.current } : s,
    ),
  });
}

/** Odds moved since the player took them (and the selection is still offered). */
export const hasOddsChange = (s: SlipSelection) => s.current !== null && s.current !== s.odds;
/** Not offered now: a suspended market or event, or a selection gone. */
export const isLocked = (s: SlipSelection) => s.current === null;
