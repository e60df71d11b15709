import { hmacStream } from '@lale/games/fair';
import {
  drawForm,
  drawStrengths,
  racingModel,
  type RacingModel,
  type RacingSport,
} from '@lale/games/sports';
import type { RacingCatalogue } from './racing.data.ts';
import { runnerTeamId } from './racing.data.ts';

/** A race's runners (the stable's indices, in runner-number order) and their strengths. */
export interface RaceEntry {
  teamIds: number[];
  strengths: number[];
}

/**
 * The race card of round `roundNo`: who runs and how strong they are on the day. Public (not
 * the result's secret), so drawn from a stream keyed by the product and the round: one word for
 * the field size, one per pick (without replacement from the stable), one per strength.
 */
export function drawEntry(catalogue: RacingCatalogue, roundNo: number): RaceEntry {
  const source = hmacStream(`racing-card:${catalogue.key}`, 'entry', roundNo);
  const span = catalogue.maxRunners - catalogue.minRunners + 1;
  const n = catalogue.minRunners + (source.nextUint32() % span);
  const stable = catalogue.runners.map((_, index) => index);
  const picked: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = source.nextUint32() % stable.length;
    picked.push(stable.splice(at, 1)[0]!);
  }
  return {
    teamIds: picked.map((index) => runnerTeamId(catalogue, index)),
    strengths: drawStrengths(n, source),
  };
}

/** The model jsonb of a race: runners n, team ids t1…tn, strengths s1…sn. */
export function entryParams(entry: RaceEntry): Record<string, number> {
  const params: Record<string, number> = { runners: entry.teamIds.length };
  entry.teamIds.forEach((id, i) => {
    params[`t${i + 1}`] = id;
    params[`s${i + 1}`] = Math.round(entry.strengths[i]! * 1e6) / 1e6;
  });
  return params;
}

export function entryOf(params: Record<string, number>): RaceEntry {
  const n = params.runners ?? 0;
  const numbers = Array.from({ length: n }, (_, i) => i + 1);
  return {
    teamIds: numbers.map((r) => params[`t${r}`]!),
    strengths: numbers.map((r) => params[`s${r}`]!),
  };
}

export function raceModelOf(sport: RacingSport, params: Record<string, number>): RacingModel {
  return racingModel(sport, entryOf(params).strengths);
}

/** Each runner's last five places, from races of this field (public: keyed by the event id). */
export function raceForm(model: RacingModel, eventId: string): number[][] {
  return drawForm(model, hmacStream(`racing-form:${model.sport}`, eventId, 0));
}
