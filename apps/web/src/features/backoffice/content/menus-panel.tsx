import type { CmsMenusView } from '@lale/contract/backoffice-cms';
import type { FieldErrors } from '@lale/contract/envelope';
import type { FooterMenuGroup, MenuItem } from '@lale/contract/site';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentQuery, useContentSave } from './content-api.ts';

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Rows of links (id, label in both languages, path), in order. */
function ItemsEditor(props: {
  items: MenuItem[];
  onChange: (items: MenuItem[]) => void;
  errors: FieldErrors;
  prefix: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<MenuItem>) =>
    props.onChange(props.items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack gap="xs">
      {props.items.map((item, index) => {
        const error = (field: string) => props.errors[`${props.prefix}${index}.${field}`];
        return (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="bo-menu-item">
            <TextInput
              size="xs"
              w={110}
              label={t('boContent.menus.id')}
              value={item.id}
              error={error('id')}
              disabled={props.disabled}
              onChange={(e) => set(index, { id: e.currentTarget.value })}
            />
            <TextInput
              size="xs"
              w={140}
              label={t('boContent.menus.labelTr')}
              value={item.label.tr}
              error={error('label.tr')}
              disabled={props.disabled}
              onChange={(e) => set(index, { label: { ...item.label, tr: e.currentTarget.value } })}
            />
            <TextInput
              size="xs"
              w={140}
              label={t('boContent.menus.labelEn')}
              value={item.label.en}
              error={error('label.en')}
              disabled={props.disabled}
              onChange={(e) => set(index, { label: { ...item.label, en: e.currentTarget.value } })}
            />
            <TextInput
              size="xs"
              w={160}
              label={t('boContent.menus.path')}
              value={item.path}
              error={error('path')}
              disabled={props.disabled}
              onChange={(e) => set(index, { path: e.currentTarget.value })}
            />
            {!props.disabled && (
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  aria-label={t('boContent.menus.up')}
                  onClick={() => props.onChange(move(props.items, index, index - 1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('boContent.menus.down')}
                  onClick={() => props.onChange(move(props.items, index, index + 1))}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={t('boContent.menus.remove')}
                  onClick={() => props.onChange(props.items.filter((_, i) => i !== index))}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Group>
        );
      })}
      {!props.disabled && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() =>
            props.onChange([...props.items, { id: '', label: { tr: '', en: '' }, path: '/' }])
          }
        >
          {t('boContent.menus.addItem')}
        </Button>
      )}
    </Stack>
  );
}

/** The header and footer menus the site reads from /datas, each saved whole. */
export function MenusPanel({ canEdit }: { canEdit: boolean }) {
  const menus = useQuery(contentQuery('menus'));
  if (menus.isPending) return <Loader size="sm" />;
  if (!menus.data?.result) return null;
  return <MenusEditor key={menus.dataUpdatedAt} stored={menus.data.data.items} canEdit={canEdit} />;
}

/** Both menus as stored when the editor opened; each saved whole. */
function MenusEditor({ stored, canEdit }: { stored: CmsMenusView; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useContentSave('menus');
  const [header, setHeader] = useState<MenuItem[]>(stored['header-menu']);
  const [footer, setFooter] = useState<FooterMenuGroup[]>(stored['footer-menu']);
  const [errors, setErrors] = useState<{ name: string; fields: FieldErrors }>({
    name: '',
    fields: {},
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (name: 'header-menu' | 'footer-menu') => {
    const reply = await save.mutateAsync(
      name === 'header-menu' ? { name, body: header } : { name, body: footer },
    );
    setErrors({ name, fields: reply.result ? {} : (reply.data?.fields ?? {}) });
    setMessage(
      reply.result ? { ok: true, text: t('boContent.saved') } : { ok: false, text: reply.message },
    );
  };
  const fieldsOf = (name: string) => (errors.name === name ? errors.fields : {});

  return (
    <Stack gap="md" data-testid="bo-content-menus">
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} data-testid="bo-content-message">
          {message.text}
        </Alert>
      )}
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('boContent.menus.header')}
          </Title>
          <ItemsEditor
            items={header}
            onChange={setHeader}
            errors={fieldsOf('header-menu')}
            prefix="body."
            disabled={!canEdit}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button
                size="sm"
                onClick={() => void submit('header-menu')}
                loading={save.isPending}
                data-testid="bo-menu-save-header"
              >
                {t('boContent.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="sm">
        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('boContent.menus.footer')}
          </Title>
          {footer.map((group, index) => (
            <Card key={index} withBorder padding="xs">
              <Stack gap="xs">
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <TextInput
                    size="xs"
                    w={180}
                    label={t('boContent.menus.groupTitleTr')}
                    value={group.title.tr}
                    disabled={!canEdit}
                    error={fieldsOf('footer-menu')[`body.${index}.title.tr`]}
                    onChange={(e) =>
                      setFooter(
                        footer.map((g, i) =>
                          i === index
                            ? { ...g, title: { ...g.title, tr: e.currentTarget.value } }
                            : g,
                        ),
                      )
                    }
                  />
                  <TextInput
                    size="xs"
                    w={180}
                    label={t('boContent.menus.groupTitleEn')}
                    value={group.title.en}
                    disabled={!canEdit}
                    error={fieldsOf('footer-menu')[`body.${index}.title.en`]}
                    onChange={(e) =>
                      setFooter(
                        footer.map((g, i) =>
                          i === index
                            ? { ...g, title: { ...g.title, en: e.currentTarget.value } }
                            : g,
                        ),
                      )
                    }
                  />
                  {canEdit && (
                    <ActionIcon
                      variant="default"
                      color="red"
                      aria-label={t('boContent.menus.remove')}
                      onClick={() => setFooter(footer.filter((_, i) => i !== index))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
                <ItemsEditor
                  items={group.items}
                  onChange={(items) =>
                    setFooter(footer.map((g, i) => (i === index ? { ...g, items } : g)))
                  }
                  errors={fieldsOf('footer-menu')}
                  prefix={`body.${index}.items.`}
                  disabled={!canEdit}
                />
              </Stack>
            </Card>
          ))}
          {canEdit && (
            <Group justify="space-between">
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  setFooter([
                    ...footer,
                    { id: `group-${footer.length + 1}`, title: { tr: '', en: '' }, items: [] },
                  ])
                }
              >
                {t('boContent.menus.addGroup')}
              </Button>
              <Button
                size="sm"
                onClick={() => void submit('footer-menu')}
                loading={save.isPending}
                data-testid="bo-menu-save-footer"
              >
                {t('boContent.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
