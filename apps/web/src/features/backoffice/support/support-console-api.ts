import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

export const supportQueueQuery = (status: 'open' | 'closed', search: string) =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'queue', status, search],
    queryFn: () => backoffice.call('support.queue', { query: { status, search, limit: 100 } }),
    refetchInterval: 30_000,
  });

export const supportConversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'conversation', id],
    queryFn: () => backoffice.call('support.conversation', { params: { id } }),
  });

export const cannedAnswersQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'canned'],
    queryFn: () => backoffice.call('support.cannedAnswers'),
  });

/** The actions on a conversation that read nothing from their body. */
export const conversationAction = (
  id: string,
  action: 'support.assign' | 'support.typing' | 'support.close',
) => backoffice.call(action, { params: { id } });

export const replyToConversation = (id: string, text: string) =>
  backoffice.call('support.reply', { params: { id }, body: { text } });

/** Marks the player's messages up to `upTo` as read. */
export const markConversationRead = (id: string, upTo: number) =>
  backoffice.call('support.read', { params: { id }, body: { upTo } });

/** Adds an answer, or edits the one whose `id` is given. */
export const saveCannedAnswer = (input: BackofficeBody<'support.saveCannedAnswer'>) =>
  backoffice.send('support.saveCannedAnswer', input);

export const deleteCannedAnswer = (id: number) =>
  backoffice.call('support.deleteCannedAnswer', { params: { id } });

export const setPresence = (available: boolean) =>
  backoffice.send('support.presence', { available });

export const takeLivePass = () => backoffice.call('support.livePass');

/** A screenshot's address, for an <img> (the route needs no panel header). */
export const operatorScreenshotUrl = (id: string) =>
  backoffice.url('support.attachment', { params: { id } });
