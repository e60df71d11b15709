import { TOAST_DURATION_MS } from '@lale/contract/constants';
import type { MessageKey } from '@lale/contract/messages';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { translateMessage } from '../i18n/translate-message.ts';

type Tone = 'positive' | 'negative';

interface ToastOptions {
  tone: Tone;
  message: ReactNode;
  autoClose?: number | false;
  id?: string;
}

/** SPEC §8 toast: bottom-right, red for failures, green otherwise, 1500 ms unless told. */
export function showToast({
  tone,
  message,
  autoClose = TOAST_DURATION_MS,
  id,
}: ToastOptions): string {
  return notifications.show({
    ...(id ? { id } : {}),
    message,
    color: tone === 'negative' ? 'red' : 'teal',
    position: 'bottom-right',
    autoClose,
    withBorder: true,
    // The close button shows only a cross: screen readers need its name.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    'data-testid': 'toast',
    'data-tone': tone,
  });
}

/** The toast helper of SPEC §8: negative when `result` is false, positive otherwise. */
export function showReplyToast(reply: { result: boolean; message: string }): string {
  return showToast({ tone: reply.result ? 'positive' : 'negative', message: reply.message });
}

/** A toast with a catalogue message in the current language. */
export function showMessageToast(key: MessageKey, tone: Tone, autoClose?: number | false): string {
  return showToast({
    tone,
    message: translateMessage(key),
    ...(autoClose === undefined ? {} : { autoClose }),
  });
}
