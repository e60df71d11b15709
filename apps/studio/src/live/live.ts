import type { TopicMessage } from '@lale/contract/live/live-client';
import type { PageLive } from '../shared/page-live.ts';

export type TableTopic = `table:${string}`;
export type TableLiveMessage = TopicMessage<TableTopic>;
export type TableLive = PageLive<TableTopic>;
