import type { SportKey } from '@lale/contract/methods/sportsbook';
import type { EventResult } from '@lale/games/sports';
import type { Db } from '../../../db/client.ts';
import type { sportsbookEvents } from '../../sportsbook/api.ts';

export type EventRow = sportsbookEvents.EventRow;
export type LiveState = sportsbookEvents.LiveState;
export type IncidentRow = sportsbookEvents.IncidentRow;
export type MarketRow = sportsbookEvents.MarketRow;

/** How often a product's rounds come and how long each is shown. */
export interface RoundTiming {
  /** From one round's kick-off to the next (football: 5 minutes). */
  intervalMs: number;
  /** How long a round is played on screen after kick-off, before it is settled. */
  showMs: number;
  /** How many rounds are kept created ahead, open to bets (at least 1). */
  roundsAhead: number;
}

/** A round about to be created. */
export interface RoundSlot {
  product: string;
  /** 1, 2, 3… in the product's order, never reused (football: season and matchday from it). */
  roundNo: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

/** One event of a new round; the machinery adds its seeds and stores it with its markets. */
export interface NewVirtualEvent {
  leagueId: number;
  sport: SportKey;
  homeTeamId: number;
  awayTeamId: number;
  /** The model's parameters frozen for the event (sport_events.model). */
  model: Record<string, number>;
  /** Priced with the operator's margins (sportsbookEvents.toMarketRow of priced markets). */
  markets: MarketRow[];
}

/** What an event shows `elapsedMs` into its round's show: its live state and incidents so far. */
export interface ShowFrame {
  live: LiveState;
  incidents: IncidentRow[];
}

/**
 * A virtual product (football league, horse race, greyhound race) as the generic rounds
 * machinery runs it: one schedule `virtuals:<key>` per product.
 */
export interface VirtualProduct {
  /** Lowercase, [a-z_]: the schedule's name and virtual_rounds.product. */
  key: string;
  timing: RoundTiming;
  /** Writes its leagues (virtual = true) and teams/runners when missing; run at each takeover. */
  ensureCatalogue(db: Db): Promise<void>;
  /** The round's events with their models and priced markets (in the round's transaction). */
  createEvents(tx: Db, slot: RoundSlot): Promise<NewVirtualEvent[]>;
  /** The event `elapsedMs` (0..showMs) into its show, from its committed seeds only. */
  frame(event: EventRow, elapsedMs: number): ShowFrame;
  /** The event's result from its committed seeds (what settleEvent settles the markets by). */
  outcome(event: EventRow): { result: EventResult; text: string };
}
