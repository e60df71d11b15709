import type { SupportCannedAnswer } from '@lale/contract/backoffice-support';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cannedAnswersQuery, deleteCannedAnswer, saveCannedAnswer } from './support-console-api.ts';

type Lang = 'tr' | 'en';
type Draft = { id?: number; lang: Lang; title: string; body: string };

/** The canned answers of one language: add, edit (the same form) and delete with a confirm. */
export function CannedAnswersDialog({
  opened,
  onClose,
  initialLang,
}: {
  opened: boolean;
  onClose: () => void;
  initialLang: Lang;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canned = useQuery(cannedAnswersQuery());
  const [lang, setLang] = useState<Lang>(initialLang);
  const [draft, setDraft] = useState<Draft>({ lang: initialLang, title: '', body: '' });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const answers = (canned.data?.result ? canned.data.data.items : []).filter(
    (answer) => answer.lang === lang,
  );
  const blank = (to: Lang): Draft => ({ lang: to, title: '', body: '' });
  const refresh = () => client.invalidateQueries({ queryKey: cannedAnswersQuery().queryKey });

  function pickLang(value: Lang) {
    setLang(value);
    setDraft(blank(value));
    setConfirming(null);
    setError(null);
  }

  function edit(answer: SupportCannedAnswer) {
    setDraft({ id: answer.id, lang: answer.lang, title: answer.title, body: answer.body });
    setConfirming(null);
    setError(null);
  }

  async function run(action: () => Promise<{ result: boolean; message?: string }>) {
    setBusy(true);
    try {
      const reply = await action();
      if (!reply.result) return setError(reply.message ?? null);
      setError(null);
      await refresh();
      return true;
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (await run(() => saveCannedAnswer(draft))) setDraft(blank(lang));
  }

  async function remove(id: number) {
    if (confirming !== id) return setConfirming(id);
    if (await run(() => deleteCannedAnswer(id))) {
      setConfirming(null);
      if (draft.id === id) setDraft(blank(lang));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('boSupport.cannedManage')}
      size="lg"
      data-testid="bo-canned-dialog"
    >
      <Stack gap="sm">
        <SegmentedControl
          value={lang}
          onChange={(value) => pickLang(value as Lang)}
          data={[
            { value: 'tr', label: t('boSupport.cannedLangTr') },
            { value: 'en', label: t('boSupport.cannedLangEn') },
          ]}
          aria-label={t('boSupport.cannedLang')}
          data-testid="bo-canned-lang"
        />
        {error ? (
          <Alert color="red" variant="light" p={6} role="alert" data-testid="bo-canned-error">
            {error}
          </Alert>
        ) : null}
        {answers.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="bo-canned-empty">
            {t('boSupport.cannedNone')}
          </Text>
        ) : (
          <Stack gap={6} data-testid="bo-canned-list">
            {answers.map((answer) => (
              <Paper
                key={answer.id}
                withBorder
                p="xs"
                bg={draft.id === answer.id ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="bo-canned-item"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {answer.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {answer.body}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => edit(answer)}
                      data-testid="bo-canned-edit"
                    >
                      {t('boSupport.cannedEdit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant={confirming === answer.id ? 'filled' : 'light'}
                      disabled={busy}
                      onClick={() => void remove(answer.id)}
                      data-testid="bo-canned-delete"
                    >
                      {confirming === answer.id
                        ? t('boSupport.cannedDeleteConfirm')
                        : t('boSupport.cannedDelete')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Paper withBorder p="sm" component="form" onSubmit={save} data-testid="bo-canned-form">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {draft.id ? t('boSupport.cannedEditing') : t('boSupport.cannedAdd')}
            </Text>
            <TextInput
              label={t('boSupport.cannedTitle')}
              value={draft.title}
              maxLength={80}
              required
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
              data-testid="bo-canned-title"
            />
            <Textarea
              label={t('boSupport.cannedBody')}
              value={draft.body}
              maxLength={2000}
              autosize
              minRows={3}
              required
              onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
              data-testid="bo-canned-body"
            />
            <Group justify="flex-end" gap="xs">
              {draft.id ? (
                <Button variant="default" onClick={() => setDraft(blank(lang))}>
                  {t('boSupport.cannedCancel')}
                </Button>
              ) : null}
              <Button type="submit" loading={busy} data-testid="bo-canned-save">
                {t('boSupport.cannedSave')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Modal>
  );
}
