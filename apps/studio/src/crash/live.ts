import type { TopicMessage } from '@lale/contract/live/live-client';
import type { PageLive } from '../shared/page-live.ts';

export type CrashTopic = `game:${string}`;
export type CrashLiveMessage = TopicMessage<CrashTopic>;
export type CrashLive = PageLive<CrashTopic>;
