import { describe, expect, it } from 'vitest';
import { basketballModel } from '../sports/basketball/model.ts';
import { footballModel } from '../sports/football/model.ts';
import { racingModel } from '../sports/racing/model.ts';
import { servePointChances, tennisModel } from '../sports/tennis/match.ts';
import { volleyballModel } from '../sports/volleyball/model.ts';
import { confirmedFailures, confirmedFromRound } from './battery.ts';
import { batteryRounds } from './sources.ts';
import { baccaratCoups } from './streams/baccarat.ts';
import { betOnGamesDraws } from './streams/bet-on-games.ts';
import { basketballMargins, tennisSetScores, volleyballSets } from './streams/ball-sports.ts';
import { bingoCalls } from './streams/bingo.ts';
import { blackjackShoes } from './streams/blackjack.ts';
import { holdemDeals } from './streams/casino-holdem.ts';
import { footballScores } from './streams/football.ts';
import { raceFinishes } from './streams/racing.ts';
import { videoPokerDecks } from './streams/video-poker.ts';

const BLACKJACK = batteryRounds(300, 6_000);
const BACCARAT = batteryRounds(600, 12_000);
const HOLDEM = batteryRounds(2_000, 40_000);
const VIDEO_POKER = batteryRounds(2_000, 40_000);
const BINGO = batteryRounds(1_000, 20_000);
const BET_ON_GAMES = batteryRounds(5_000, 100_000);
const RACES = batteryRounds(6_000, 120_000);
const MATCHES = batteryRounds(10_000, 200_000);
const BALL_GAMES = batteryRounds(10_000, 200_000);
const TENNIS = batteryRounds(3_000, 60_000);

/** A ten-runner field from a clear favourite to outsiders (win chances 21% down to 3%). */
const RACE = racingModel('horse_racing', [0.9, 0.6, 0.4, 0.3, 0.1, 0, -0.2, -0.4, -0.6, -0.9]);
const MATCH = footballModel({ homeGoals: 1.45, awayGoals: 1.15, rho: -0.1 });
const BASKETBALL = basketballModel({ expectedMargin: 4.5, expectedTotal: 162 });
const TENNIS_MATCH = tennisModel(
  servePointChances({ serve: 0.67, return: 0.39 }, { serve: 0.63, return: 0.36 }),
);
const VOLLEYBALL = volleyballModel({ setWin: 0.58, decidingSetWin: 0.55 });

describe('the RNG battery over card orders, bingo balls, Bet On Games draws and simulated sports', () => {
  it(`blackjack: ${BLACKJACK} six-deck shoes`, () => {
    expect(confirmedFromRound((from) => blackjackShoes(BLACKJACK, from), BLACKJACK)).toEqual([]);
  });

  it(`baccarat: the dealt cards of ${BACCARAT} coups`, () => {
    expect(confirmedFromRound((from) => baccaratCoups(BACCARAT, from), BACCARAT)).toEqual([]);
  });

  it(`casino hold'em: the nine cards of ${HOLDEM} deals`, () => {
    expect(confirmedFromRound((from) => holdemDeals(HOLDEM, from), HOLDEM)).toEqual([]);
  });

  it(`video poker: the whole deck of ${VIDEO_POKER} rounds`, () => {
    expect(confirmedFromRound((from) => videoPokerDecks(VIDEO_POKER, from), VIDEO_POKER)).toEqual(
      [],
    );
  });

  it(`bingo: the 90-ball call order of ${BINGO} games`, () => {
    expect(
      confirmedFailures(
        () => bingoCalls(BINGO),
        () => bingoCalls(BINGO, BINGO),
      ),
    ).toEqual([]);
  });

  it(`Bet On Games: the seven balls and the card of ${BET_ON_GAMES} draws`, () => {
    expect(confirmedFromRound((from) => betOnGamesDraws(BET_ON_GAMES, from), BET_ON_GAMES)).toEqual(
      [],
    );
  });

  it(`virtual racing: the first two home in ${RACES} races`, () => {
    expect(confirmedFromRound((from) => raceFinishes(RACE, RACES, from), RACES)).toEqual([]);
  });

  it(`virtual football: the full-time score of ${MATCHES} matches`, () => {
    expect(confirmedFromRound((from) => footballScores(MATCH, MATCHES, from), MATCHES)).toEqual([]);
  });

  it(`simulated basketball: the final margin of ${BALL_GAMES} games, overtime included`, () => {
    expect(
      confirmedFromRound((from) => basketballMargins(BASKETBALL, BALL_GAMES, from), BALL_GAMES),
    ).toEqual([]);
  });

  it(`simulated tennis: the score in sets of ${TENNIS} matches, played point by point`, () => {
    expect(
      confirmedFromRound((from) => tennisSetScores(TENNIS_MATCH, TENNIS, from), TENNIS),
    ).toEqual([]);
  });

  it(`simulated volleyball: who won each set of ${BALL_GAMES} matches`, () => {
    expect(
      confirmedFromRound((from) => volleyballSets(VOLLEYBALL, BALL_GAMES, from), BALL_GAMES),
    ).toEqual([]);
  });
});
