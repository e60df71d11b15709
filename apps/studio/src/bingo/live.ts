import type { LiveStatus, TopicMessage } from '@lale/contract/live/live-client';

export type BingoTopic = `game:${string}`;

/** What the page needs of the live channel; `LiveClient` fits. */
export interface BingoLive {
  subscribe(topic: BingoTopic, handler: (message: TopicMessage<BingoTopic>) => void): () => void;
  serverNow(): number;
  status(): LiveStatus;
}
