import { PANEL_HEADER, type RpcReply } from '@lale/contract/envelope';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PATH,
  type SupportConversationView,
  type SupportMessageView,
} from '@lale/contract/methods/support';
import { queryOptions } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

export const supportStateQuery = () =>
  queryOptions({
    queryKey: ['support', 'state'],
    queryFn: () => callData('support', 'get_state', {}),
    staleTime: 30_000,
  });

export const sendSupportMessage = (input: { text: string; email?: string; name?: string }) =>
  call('support', 'send_message', input);

export const sendTyping = () => call('support', 'typing', {});
export const markSupportRead = (upTo: number) => call('support', 'mark_read', { upTo });

/** What the browser can tell before uploading; the server checks the bytes themselves. */
export function screenshotProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

export async function uploadScreenshot(
  file: File,
): Promise<RpcReply<{ conversation: SupportConversationView; message: SupportMessageView }>> {
  const lang = useAppStore.getState().userLanguage;
  const response = await fetch(`${SUPPORT_ATTACHMENTS_PATH}?Lang=${lang}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      [PANEL_HEADER.name]: PANEL_HEADER.value,
      'content-type': file.type || 'application/octet-stream',
    },
    body: file,
  });
  return (await response.json()) as RpcReply<{
    conversation: SupportConversationView;
    message: SupportMessageView;
  }>;
}

export const screenshotUrl = (id: string) => `${SUPPORT_ATTACHMENTS_PATH}/${id}`;
