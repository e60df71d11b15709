import type { trGames } from './tr-games.ts';

/** English texts of the in-house games around the site: header balance, game history, jackpots. */
export const enGames: typeof trGames = {
  headerBalance: {
    label: 'Balance',
    hidden: 'Balance hidden',
    hide: 'Hide balance',
    show: 'Show balance',
  },
  gameHistory: {
    intro:
      'Your rounds in Lale games. A round can be verified once its server seed is revealed by rotating the seed.',
    rotate: 'Rotate seed',
    rotated: 'The server seed was revealed. New seed hash: {{hash}}',
    game: 'Game',
    stake: 'Stake',
    win: 'Win',
    balanceBefore: 'Balance before',
    balanceAfter: 'Balance after',
    date: 'Date',
    nonce: 'Nonce',
    fairness: 'Fairness',
    verify: 'Verify',
    seedSecret: 'Seed still secret',
    loadMore: 'Show more',
  },
  jackpots: { title: 'Jackpot pools' },
};
