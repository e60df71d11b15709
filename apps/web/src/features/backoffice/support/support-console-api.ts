import type {
  SupportCannedAnswer,
  SupportOperatorConversation,
  SupportQueueItem,
} from '@lale/contract/backoffice-support';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

export const supportQueueQuery = (status: 'open' | 'closed', search: string) =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'queue', status, search],
    queryFn: () =>
      backofficeRequest<{ items: SupportQueueItem[]; total: number }>(
        'GET',
        `/support/conversations?status=${status}&search=${encodeURIComponent(search)}&limit=100`,
      ),
    refetchInterval: 30_000,
  });

export const supportConversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'conversation', id],
    queryFn: () =>
      backofficeRequest<SupportOperatorConversation>('GET', `/support/conversations/${id}`),
  });

export const cannedAnswersQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'support', 'canned'],
    queryFn: () =>
      backofficeRequest<{ items: SupportCannedAnswer[] }>('GET', '/support/canned-answers'),
  });

export const conversationAction = (
  id: string,
  action: 'assign' | 'reply' | 'typing' | 'read' | 'close',
  body: unknown = {},
) => backofficeRequest<unknown>('POST', `/support/conversations/${id}/${action}`, body);

/** Adds an answer, or edits the one whose `id` is given. */
export const saveCannedAnswer = (input: {
  id?: number;
  lang: 'tr' | 'en';
  title: string;
  body: string;
}) => backofficeRequest<SupportCannedAnswer>('POST', '/support/canned-answers', input);

export const deleteCannedAnswer = (id: number) =>
  backofficeRequest<null>('POST', `/support/canned-answers/${id}/delete`, {});

export const setPresence = (available: boolean) =>
  backofficeRequest<{ available: boolean }>('POST', '/support/presence', { available });

export const takeLivePass = () => backofficeRequest<null>('POST', '/support/live-pass', {});

export const operatorScreenshotUrl = (id: string) => `/backoffice/api/v1/support/attachments/${id}`;
