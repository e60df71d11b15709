import type { LiveStatus, TopicMessage } from '@lale/contract/live/live-client';

export type TableTopic = `table:${string}`;
export type TableLiveMessage = TopicMessage<TableTopic>;

/** What the page needs of the live channel; `LiveClient` fits, and so does the dev harness. */
export interface TableLive {
  subscribe(topic: TableTopic, handler: (message: TableLiveMessage) => void): () => void;
  serverNow(): number;
  status(): LiveStatus;
}
