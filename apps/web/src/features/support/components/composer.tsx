import type { SupportConversationView, SupportMessageView } from '@lale/contract/methods/support';
import { ActionIcon, Alert, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { screenshotProblem, sendSupportMessage, uploadScreenshot } from '../api/support-api.ts';
import { PaperclipIcon, SendIcon } from './support-icons.tsx';

/**
 * Writing: the text, a screenshot (type and size checked here first, the bytes by the server),
 * and, when agents are offline and the writer is a guest, the email to answer to.
 */
export function Composer({
  askEmail,
  onStored,
  onTyping,
}: {
  askEmail: boolean;
  onStored: (conversation: SupportConversationView, message: SupportMessageView) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await sendSupportMessage({
        text,
        ...(askEmail ? { email, name } : {}),
      });
      if (!reply.result) return setError(reply.message);
      setText('');
      onStored(reply.data.conversation, reply.data.message);
    } catch {
      setError(t('support.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function attach(picked: File | undefined) {
    if (file.current) file.current.value = '';
    if (!picked) return;
    const problem = screenshotProblem(picked);
    if (problem) return setError(t(`support.${problem}`));
    setBusy(true);
    setError(null);
    try {
      const reply = await uploadScreenshot(picked);
      if (!reply.result) return setError(reply.message);
      onStored(reply.data.conversation, reply.data.message);
    } catch {
      setError(t('support.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6} component="form" onSubmit={submit} p="xs" data-testid="support-composer">
      {error ? (
        <Alert color="red" variant="light" p={6} role="alert" data-testid="support-error">
          {error}
        </Alert>
      ) : null}
      {askEmail ? (
        <Group gap={6} grow>
          <TextInput
            size="xs"
            type="email"
            label={t('support.emailLabel')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-testid="support-email"
          />
          <TextInput
            size="xs"
            label={t('support.nameLabel')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="support-name"
          />
        </Group>
      ) : null}
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`${t('support.attach')} (${t('support.attachHint')})`}
          title={t('support.attachHint')}
          onClick={() => file.current?.click()}
          disabled={busy}
          data-testid="support-attach"
        >
          <PaperclipIcon />
        </ActionIcon>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => void attach(e.currentTarget.files?.[0])}
          data-testid="support-file"
        />
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('support.placeholder')}
          placeholder={t('support.placeholder')}
          value={text}
          maxLength={2000}
          onChange={(e) => {
            setText(e.currentTarget.value);
            onTyping();
          }}
          data-testid="support-input"
        />
        <ActionIcon
          type="submit"
          size="lg"
          aria-label={t('support.send')}
          loading={busy}
          data-testid="support-send"
        >
          <SendIcon />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
