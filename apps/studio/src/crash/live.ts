import type { LiveStatus, TopicMessage } from '@lale/contract/live/live-client';

export type CrashTopic = `game:${string}`;
export type CrashLiveMessage = TopicMessage<CrashTopic>;

/** What the page needs of the live channel; `LiveClient` fits, and so does the dev harness. */
export interface CrashLive {
  subscribe(topic: CrashTopic, handler: (message: CrashLiveMessage) => void): () => void;
  serverNow(): number;
  status(): LiveStatus;
}
