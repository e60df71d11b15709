import type { trLive } from './tr-live.ts';

/** English texts of the live channel's screens; keys match Turkish. */
export const enLive: typeof trLive = {
  bigWins: {
    title: 'High earnings',
    subtitle: 'Big wins across every game, the moment they happen.',
    live: 'Live',
    connecting: 'Connecting…',
    empty: 'No high earnings yet',
    emptyHint: 'When a player wins big, it shows up here at once.',
    emptyShort: 'Big wins will show up here as they happen.',
    itemLabel: '{{player}} won {{amount}} at {{multiplier}} on {{game}}',
  },
};
