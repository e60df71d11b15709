import type { LiveStatus, TopicMessage } from '@lale/contract/live/live-client';
import type { Topic } from '@lale/contract/live/topics';

/** What a page needs of the live channel on its topics; `LiveClient` fits, and so do the dev harnesses. */
export interface PageLive<T extends Topic> {
  subscribe(topic: T, handler: (message: TopicMessage<T>) => void): () => void;
  serverNow(): number;
  status(): LiveStatus;
}
