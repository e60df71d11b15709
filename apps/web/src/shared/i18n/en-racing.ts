import type { trRacing } from './tr-racing.ts';

/** English texts of virtual horse and greyhound racing. */
export const enRacing: typeof trRacing = {
  racingScreen: {
    horse_racing: {
      name: 'Virtual Horse Racing',
      blurb: 'A race every 3 minutes, 8–12 horses: win, place, forecast and tricast.',
    },
    greyhound_racing: {
      name: 'Virtual Greyhounds',
      blurb: 'A race every 3 minutes, 6 traps: win, place, forecast and tricast.',
    },
    race: 'Race {{no}}',
    nextOff: 'Next race in',
    running: 'Race running',
    finished: 'Race over',
    waiting: 'The first race is being prepared…',
    bettingOpen: 'Betting open',
    bettingClosed: 'Betting closed',
    tabs: { card: 'Race card', results: 'Results' },
    runner: 'Runner',
    trap: 'Trap',
    form: 'Form',
    win: 'Win',
    place: 'Place (top {{places}})',
    placeShort: 'Place 1-{{places}}',
    formHint: 'Places in the last 5 races (oldest first)',
    combo: {
      title: 'Forecast / Tricast',
      hint: 'Pick the 1st, 2nd and (for a tricast) 3rd runner in order.',
      first: '1st',
      second: '2nd',
      third: '3rd',
      forecast: 'Forecast {{pick}}',
      tricast: 'Tricast {{pick}}',
      clear: 'Clear',
    },
    result: 'Result',
    order: 'Finishing order',
    winner: 'Winner: {{name}}',
    lastRace: 'Last race',
    noResults: 'No race finished yet.',
    more: 'More',
    fair: {
      title: 'Provably fair',
      hash: 'Server seed hash (SHA-256), published before betting opened',
      seed: 'Server seed',
      hidden: 'Revealed when the race is over',
      clientSeed: 'Client seed',
      howTo:
        'To check: the SHA-256 of the server seed must equal the hash above. The finishing order is drawn from the HMAC-SHA256 stream of this seed and the client seed, place by place with the strengths that gave the odds (Plackett–Luce); the same seeds always give the same order.',
      check: 'Check the hash',
      matches: 'The hash matches',
      differs: 'The hash does not match',
    },
  },
};
