import type { PageLive } from '../shared/page-live.ts';

export type BingoTopic = `game:${string}`;
export type BingoLive = PageLive<BingoTopic>;
