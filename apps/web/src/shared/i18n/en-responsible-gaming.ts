/** English texts of responsible gaming: /profile's limits and breaks, the reality check, the clock. */
export const enResponsibleGaming = {
  rg: {
    tab: 'Responsible gaming',
    intro:
      'Play should stay fun. Limit how much you deposit, lose and wager and how long you play; take a break when you need one.',
    kinds: {
      deposit: 'Deposit limit',
      loss: 'Loss limit',
      wager: 'Wager limit',
      session: 'Session time limit',
    },
    kindHints: {
      deposit: 'The most you can deposit into your account in a period.',
      loss: 'The most you can lose in a period (stakes minus winnings).',
      wager: 'The most you can stake in a period.',
      session: 'How long one session may last; when it is over, your session ends.',
    },
    periods: { day: 'Daily', week: 'Weekly', month: 'Monthly', session: 'Per session' },
    noLimit: 'No limit',
    used: '{{used}} of {{amount}} used',
    usedLabel: '{{period}} {{kind}}: used',
    resetsAt: 'Resets on {{when}}',
    setLimit: 'Set a limit',
    change: 'Change',
    remove: 'Remove',
    save: 'Save',
    cancel: 'Cancel',
    amountLira: 'Amount (TL)',
    amountMinutes: 'Time (minutes)',
    amountInvalid: 'Enter a value from {{min}} to {{max}}',
    minutes: '{{count}} minutes',
    pendingRaise: 'Pending change: {{amount}}',
    pendingRemoval: 'Pending change: removing the limit',
    pendingWait:
      'Takes effect after 24 hours, once you confirm it: you can confirm it from {{when}}.',
    pendingReady: 'The wait is over; you can confirm the change now.',
    confirmChange: 'Confirm the change',
    cancelChange: 'Cancel the change',
    realityTitle: 'Reminder interval',
    realityBody:
      'At the interval you choose, a reminder shows your session time, stakes and net result.',
    realityLabel: 'Reminder frequency',
    realityOff: 'Off',
    realityEvery: 'Every {{count}} minutes',
    breakTitle: 'Time-out and self-exclusion',
    breakBody:
      'A time-out or self-exclusion starts at once, ends all your sessions and stops you signing in until it is over. It cannot be shortened or lifted early. Choose the kind and length; before you confirm, you see plainly what it means.',
    breakKind: 'Kind',
    timeout: 'Time-out (24 hours – 6 weeks)',
    selfExclusion: 'Self-exclusion',
    duration: 'Length',
    durations: {
      '24h': '24 hours',
      '48h': '48 hours',
      '7d': '1 week',
      '14d': '2 weeks',
      '30d': '30 days',
      '42d': '6 weeks',
      '6m': '6 months',
      '1y': '1 year',
      '5y': '5 years',
      permanent: 'Permanent',
    },
    breakContinue: 'Continue',
    notice: {
      titleTimeout: 'You are about to take a time-out for {{duration}}',
      titleExclusion: 'You are about to exclude yourself from play for {{duration}}',
      titlePermanent: 'You are about to exclude yourself from play permanently',
      until: 'It starts now and ends on {{when}} (Turkey time); then you can sign in again.',
      forGood: 'It starts now and never ends.',
      cannot:
        'Until then you cannot sign in, play, bet or deposit. You are signed out on all your devices at once.',
      cannotEver:
        'You can never again sign in, play, bet or deposit. You are signed out on all your devices at once.',
      balance:
        'Your balance stays in your account; nothing is taken. But as you cannot sign in, you cannot withdraw during it: to have your money now, request a withdrawal before you start. Withdrawals already requested are processed as usual.',
      balancePermanent:
        'Your balance stays in your account, but as you cannot sign in you can never withdraw it: to have your money, request a withdrawal before you start. Withdrawals already requested are processed as usual.',
      openBets:
        'Bets not yet settled (sports coupons, game rounds in progress) settle by their rules and winnings go to your balance, but you can no longer act on them (such as cashing out).',
      noBonus:
        'You get no bonuses and no marketing meanwhile; your e-mail and SMS opt-ins are turned off.',
      noNewAccount:
        'No new account can be opened with the same e-mail address or identity number either.',
      noUndo:
        'It cannot be ended early, shortened or undone: neither you nor our support team can lift it.',
      support: 'Live support stays open to you on every page, without signing in.',
      openSupport: 'Write to live support',
    },
    confirmTimeout: 'Start the time-out ({{duration}})',
    confirmExclusion: 'Exclude myself ({{duration}})',
    confirmPermanent: 'Exclude myself permanently',
    back: 'Back',
    sessionClockLabel: 'Session time: {{time}}',
    realityCheckTitle: 'Reality check',
    realityCheckBody: 'You have been playing for a while. This session so far:',
    sessionTime: 'Session time',
    wagered: 'Wagered',
    netResult: 'Net result',
    continue: 'Continue',
    seeHistory: 'See history',
    logOut: 'Log out',
    offerTitle: 'Set your limits now',
    offerBody:
      'If you like, choose your deposit limits now (optional); they apply with your account at once. You can change them later under Profile › Responsible gaming.',
  },
};
