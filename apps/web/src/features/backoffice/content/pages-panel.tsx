import type { CmsInformationView } from '@lale/contract/backoffice-cms';
import type { FieldErrors } from '@lale/contract/envelope';
import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { contentQuery, useContentSave } from './content-api.ts';
import { formatWhen } from '../components/date-input.ts';
import { HtmlPreview } from './html-preview.tsx';

type Localized = { tr: string; en: string };

/**
 * The information pages of SPEC §3 (rules, privacy, FAQ...), their titles and rich text; the
 * social links and the quick-access bar are JSON records of the same list.
 */
export function PagesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const list = useQuery(contentQuery('information'));
  const pages = list.data?.result ? list.data.data.items : [];
  const [infType, setInfType] = useState('GenelKurallar');
  const page = pages.find((candidate) => candidate.infType === infType);

  if (list.isPending) return <Loader size="sm" />;

  return (
    <Stack gap="sm" data-testid="bo-content-pages">
      <Select
        label={t('boContent.fields.infType')}
        data={pages.map((candidate) => ({
          value: candidate.infType,
          label: `${candidate.title[lang]} (${candidate.infType})`,
        }))}
        value={infType}
        allowDeselect={false}
        searchable
        onChange={(value) => value && setInfType(value)}
        data-testid="bo-pages-type"
      />
      {page && (
        <PageEditor key={`${page.infType}${page.updatedAt}`} page={page} canEdit={canEdit} />
      )}
    </Stack>
  );
}

/** One record's title and text in both languages, starting from what is stored. */
function PageEditor({ page, canEdit }: { page: CmsInformationView; canEdit: boolean }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const save = useContentSave('information');
  const [title, setTitle] = useState<Localized>(page.title);
  const [text, setText] = useState<Localized>(page.text);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    const reply = await save.mutateAsync({ infType: page.infType, title, text });
    setErrors(reply.result ? {} : (reply.data?.fields ?? {}));
    setMessage(
      reply.result ? { ok: true, text: t('boContent.saved') } : { ok: false, text: reply.message },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {page.updatedAt
          ? t('boContent.fields.lastSaved', { date: formatWhen(page.updatedAt, lang) })
          : t('boContent.fields.neverSaved')}
        {' · '}
        {page.structured ? t('boContent.fields.structuredHint') : t('boContent.fields.htmlHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['tr', 'en'] as const).map((key) => (
          <Stack key={key} gap="xs">
            <TextInput
              label={t(key === 'tr' ? 'boContent.fields.titleTr' : 'boContent.fields.titleEn')}
              value={title[key]}
              maxLength={120}
              readOnly={!canEdit}
              error={errors[`title.${key}`]}
              onChange={(event) => setTitle({ ...title, [key]: event.currentTarget.value })}
            />
            <Textarea
              label={t(key === 'tr' ? 'boContent.fields.bodyTr' : 'boContent.fields.bodyEn')}
              value={text[key]}
              autosize
              minRows={6}
              maxRows={18}
              readOnly={!canEdit}
              error={
                errors[`text.${key}`] ??
                Object.entries(errors).find(([field]) => field.startsWith(`text.${key}.`))?.[1]
              }
              onChange={(event) => setText({ ...text, [key]: event.currentTarget.value })}
              data-testid={`bo-pages-text-${key}`}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {!page.structured && (
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('boContent.preview')}
          </Title>
          <HtmlPreview html={text[lang]} title={title[lang]} />
        </Stack>
      )}
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} data-testid="bo-content-message">
          {message.text}
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="bo-pages-save"
          >
            {t('boContent.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
