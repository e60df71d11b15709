import type { trHistory } from './tr-history.ts';

/** English texts of the account histories; keys match Turkish. */
export const enHistory: typeof trHistory = {
  history: {
    kinds: {
      recent: 'Last 7 days',
      finance: 'Finance history',
      game: 'Game history',
      bonus: 'Bonus history',
      bets: 'Bet history',
    },
    period: 'Period',
    checkoutExpires: 'Expires at {{at}} if not paid',
    presets: {
      'all-times': 'All time',
      'last-2-year': 'Last 2 years',
      'last-12-month': 'Last 12 months',
      'last-180-day': 'Last 180 days',
      'last-90-day': 'Last 90 days',
      'last-month': 'Last month',
      'this-month': 'This month',
      'last-30-day': 'Last 30 days',
      'last-7-day': 'Last 7 days',
      yesterday: 'Yesterday',
      today: 'Today',
    },
    columns: {
      date: 'Date',
      method: 'Method',
      movement: 'Movement',
      operation: 'Operation',
      amount: 'Amount',
      previousBalance: 'Previous balance',
      lastBalance: 'Last balance',
      reference: 'Reference code',
      status: 'Status',
      notes: 'Notes',
    },
    loadMore: 'Show more',
    shown: '{{shown}} of {{total}} records',
  },
};
