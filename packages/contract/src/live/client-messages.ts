import { z } from 'zod';
import { MAX_TOPIC_LENGTH, MAX_TOPICS_PER_CONNECTION } from './limits.ts';
import { isTopic, type Topic } from './topics.ts';

const topic = () =>
  z
    .string({ error: 'invalid_value' })
    .max(MAX_TOPIC_LENGTH, { error: 'value_too_long' })
    .refine(isTopic, { error: 'invalid_value' })
    .transform((value) => value as Topic);

const topics = () =>
  z
    .array(topic(), { error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(MAX_TOPICS_PER_CONNECTION, { error: 'invalid_value' })
    .transform((list) => [...new Set(list)]);

const seq = () =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' });

/**
 * Follow topics. `resume` maps some of them to the last seq the client saw: the server replays
 * what came after, or sends a snapshot when that is older than RESUME_WINDOW; topics without
 * it get a snapshot.
 */
export const subscribeMessage = z
  .object({
    type: z.literal('subscribe'),
    topics: topics(),
    resume: z.record(topic(), seq(), { error: 'invalid_value' }).optional(),
  })
  .refine(
    ({ topics, resume }) =>
      Object.keys(resume ?? {}).every((name) => topics.includes(name as Topic)),
    { error: 'invalid_value', path: ['resume'] },
  );

export const unsubscribeMessage = z.object({
  type: z.literal('unsubscribe'),
  topics: topics(),
});

/** Keeps the connection alive every HEARTBEAT_MS; `t` is the client's clock, echoed in pong. */
export const pingMessage = z.object({
  type: z.literal('ping'),
  t: z
    .number({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' }),
});

export const clientMessage = z.discriminatedUnion('type', [
  subscribeMessage,
  unsubscribeMessage,
  pingMessage,
]);

export type SubscribeMessage = z.output<typeof subscribeMessage>;
export type UnsubscribeMessage = z.output<typeof unsubscribeMessage>;
export type PingMessage = z.output<typeof pingMessage>;
export type ClientMessage = z.output<typeof clientMessage>;
/** What a client writes (before defaults and deduplication). */
export type ClientMessageInput = z.input<typeof clientMessage>;
export const CLIENT_MESSAGE_TYPES = ['subscribe', 'unsubscribe', 'ping'] as const;
