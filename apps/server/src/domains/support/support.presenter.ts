import type {
  SupportAttachmentType,
  SupportConversationView,
  SupportMessageView,
} from '@lale/contract/methods/support';
import type { ConversationRow, MessageRow } from './support.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentMessage(row: MessageRow): SupportMessageView {
  return {
    id: Number(row.id),
    author: row.author,
    operatorName: row.author === 'operator' ? row.operator_name : null,
    text: row.body,
    attachment: row.attachment_public_id
      ? {
          id: row.attachment_public_id,
          mime: row.attachment_mime as SupportAttachmentType,
          size: Number(row.attachment_size),
        }
      : null,
    at: iso(row.created_at),
    emailed: row.emailed,
  };
}

export function presentConversation(
  row: ConversationRow,
  messages: MessageRow[],
): SupportConversationView {
  return {
    id: row.public_id,
    status: row.status,
    createdAt: iso(row.created_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    playerReadUpTo: Number(row.player_read_upto),
    operatorReadUpTo: Number(row.operator_read_upto),
    operatorName: row.assigned_name,
    messages: messages.map(presentMessage),
  };
}
