import type { Email } from '../../platform/messaging/message.ts';

/**
 * A message written while no operator was available, for the support team's mailbox: who
 * wrote (and where to answer), what, and the conversation to open in the console.
 */
export function offlineMessageEmail(input: {
  to: string;
  conversationId: string;
  who: string;
  replyTo: string | null;
  text: string;
  hasScreenshot: boolean;
  consoleUrl: string;
}): Email {
  const lines = [
    `Çevrim dışı destek mesajı / Offline support message`,
    ``,
    `Kimden / From: ${input.who}`,
    `Yanıt adresi / Reply to: ${input.replyTo ?? '-'}`,
    `Görüşme / Conversation: ${input.conversationId}`,
    ``,
    input.text || '(ekran görüntüsü / screenshot)',
    ...(input.hasScreenshot && input.text ? ['', '(+ ekran görüntüsü / screenshot)'] : []),
    ``,
    `Konsol / Console: ${input.consoleUrl}`,
  ];
  return {
    to: input.to,
    subject: `Lale destek: ${input.who}`.slice(0, 150),
    text: lines.join('\n'),
  };
}
