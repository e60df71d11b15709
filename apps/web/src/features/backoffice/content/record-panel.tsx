import type { FieldErrors } from '@lale/contract/envelope';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { contentQuery, useContentDelete, useContentSave, type RecordKind } from './content-api.ts';
import { ContentForm, type Draft, type FieldSpec } from './content-form.tsx';
import { formatWhen } from '../components/date-input.ts';

export interface ListedRecord {
  id: number;
  title: { tr: string; en: string };
  visible: boolean;
  startsAt?: string;
  endsAt?: string;
  publishedAt?: string;
  expiresAt?: string | null;
}

/**
 * A list of one content kind (live or not, dates) with add, edit and delete; the editor shows
 * the form beside a preview of the draft as the site will draw it.
 */
export function RecordPanel(props: {
  kind: RecordKind;
  fields: FieldSpec[];
  blank: () => Draft;
  preview: (draft: Draft, lang: 'tr' | 'en') => ReactNode;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const list = useQuery(contentQuery(props.kind));
  const save = useContentSave(props.kind);
  const remove = useContentDelete(props.kind);
  const phone = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const open = (next: Draft) => {
    setErrors({});
    setMessage(null);
    setDraft(next);
  };
  const submit = async () => {
    if (!draft) return;
    const { visible: _visible, ...body } = draft;
    // A draft is built from the kind's field specs; the route's schema checks it on the server.
    const reply = await save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]);
    if (reply.result) {
      setDraft(null);
      setMessage({ ok: true, text: t('boContent.saved') });
    } else {
      setErrors(reply.data?.fields ?? {});
      setMessage({ ok: false, text: reply.message });
    }
  };
  const destroy = async (id: number) => {
    const reply = await remove.mutateAsync({ id });
    setConfirming(null);
    setMessage(
      reply.result
        ? { ok: true, text: t('boContent.deleted') }
        : { ok: false, text: reply.message },
    );
  };

  const items: ListedRecord[] = list.data?.result ? list.data.data.items : [];
  const from = (item: ListedRecord) => item.startsAt ?? item.publishedAt ?? null;
  const to = (item: ListedRecord) => item.endsAt ?? item.expiresAt ?? null;

  return (
    <Stack gap="sm" data-testid={`bo-content-${props.kind}`}>
      {props.canEdit && (
        <Group justify="flex-end">
          <Button size="sm" onClick={() => open(props.blank())} data-testid="bo-content-add">
            {t('boContent.add')}
          </Button>
        </Group>
      )}
      {message && !draft && (
        <Alert color={message.ok ? 'teal' : 'red'} data-testid="bo-content-message">
          {message.text}
        </Alert>
      )}
      {list.isPending && <Loader size="sm" />}
      {list.isSuccess && items.length === 0 && <Text c="dimmed">{t('boContent.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder padding="sm" data-testid="bo-content-item">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} lineClamp={2} data-testid="bo-content-item-title">
                  {item.title[lang]}
                </Text>
                <Badge
                  color={item.visible ? 'teal' : 'gray'}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {item.visible ? t('boContent.shown') : t('boContent.hidden')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatWhen(from(item), lang)} → {formatWhen(to(item), lang)}
              </Text>
              {props.canEdit && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => open({ ...item } as Draft)}
                    data-testid="bo-content-edit"
                  >
                    {t('boContent.edit')}
                  </Button>
                  {confirming === item.id ? (
                    <Button
                      size="xs"
                      color="red"
                      onClick={() => void destroy(item.id)}
                      data-testid="bo-content-confirm-delete"
                    >
                      {t('boContent.confirmDelete')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setConfirming(item.id)}
                    >
                      {t('boContent.delete')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t('boContent.edit') : t('boContent.add')}
        size="xl"
        fullScreen={phone}
      >
        {draft && (
          <Stack gap="md">
            <ContentForm fields={props.fields} draft={draft} errors={errors} onChange={setDraft} />
            <Stack gap={4} data-testid="bo-content-preview">
              <Title order={3} fz="sm">
                {t('boContent.preview')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('boContent.previewHint')}
              </Text>
              {props.preview(draft, lang)}
            </Stack>
            {message && !message.ok && (
              <Alert color="red" data-testid="bo-content-error">
                {message.text}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('boContent.cancel')}
              </Button>
              <Button
                onClick={() => void submit()}
                loading={save.isPending}
                data-testid="bo-content-save"
              >
                {t('boContent.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
