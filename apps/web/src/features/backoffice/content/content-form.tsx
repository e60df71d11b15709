import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@lale/contract/envelope';
import { fromLocalInput, toLocalInput } from '../components/date-input.ts';
import { ImageField } from './image-field.tsx';
import { PromotionPicker } from './promotion-picker.tsx';

export type Draft = Record<string, unknown>;
/** A text of the interface (i18n key). */
export type TextKey = ParseKeys;

/** One input of a content form; `key` is the payload's field. */
export type FieldSpec =
  | { key: string; kind: 'localized'; labels: [TextKey, TextKey]; multiline?: boolean; max: number }
  | { key: string; kind: 'text'; label: TextKey; max: number; nullable?: boolean }
  | { key: string; kind: 'select'; label: TextKey; options: { value: string; label: TextKey }[] }
  | { key: string; kind: 'switch'; label: TextKey; asBoolean?: boolean }
  | { key: string; kind: 'datetime'; label: TextKey; optional?: boolean }
  | { key: string; kind: 'number'; label: TextKey }
  | { key: string; kind: 'image' }
  | { key: string; kind: 'promotion' };

const localizedOf = (value: unknown) => (value ?? { tr: '', en: '' }) as { tr: string; en: string };

/** The inputs of one record, each showing the server's message for its field. */
export function ContentForm(props: {
  fields: FieldSpec[];
  draft: Draft;
  errors: FieldErrors;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const { draft, errors } = props;
  const set = (key: string, value: unknown) => props.onChange({ ...draft, [key]: value });

  return (
    <Stack gap="sm">
      {props.fields.map((field) => {
        const testId = `bo-field-${field.key}`;
        switch (field.kind) {
          case 'localized': {
            const value = localizedOf(draft[field.key]);
            const Input = field.multiline ? Textarea : TextInput;
            return (
              <SimpleGrid key={field.key} cols={{ base: 1, sm: 2 }} spacing="sm">
                {(['tr', 'en'] as const).map((lang, i) => (
                  <Input
                    key={lang}
                    label={t(field.labels[i]!)}
                    value={value[lang]}
                    maxLength={field.max}
                    autosize={field.multiline ? true : undefined}
                    minRows={field.multiline ? 3 : undefined}
                    error={
                      errors[`${field.key}.${lang}`] ?? (i === 0 ? errors[field.key] : undefined)
                    }
                    onChange={(event) =>
                      set(field.key, { ...value, [lang]: event.currentTarget.value })
                    }
                    data-testid={`${testId}-${lang}`}
                  />
                ))}
              </SimpleGrid>
            );
          }
          case 'text':
            return (
              <TextInput
                key={field.key}
                label={t(field.label)}
                value={String(draft[field.key] ?? '')}
                maxLength={field.max}
                error={errors[field.key]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  set(field.key, field.nullable && text === '' ? null : text);
                }}
                data-testid={testId}
              />
            );
          case 'select':
            return (
              <Select
                key={field.key}
                label={t(field.label)}
                data={field.options.map((option) => ({ ...option, label: t(option.label) }))}
                value={String(draft[field.key] ?? '')}
                allowDeselect={false}
                error={errors[field.key]}
                onChange={(value) => value && set(field.key, value)}
                data-testid={testId}
              />
            );
          case 'switch':
            return (
              <Switch
                key={field.key}
                label={t(field.label)}
                checked={field.asBoolean ? draft[field.key] === true : draft[field.key] === 1}
                onChange={(event) =>
                  set(
                    field.key,
                    field.asBoolean
                      ? event.currentTarget.checked
                      : event.currentTarget.checked
                        ? 1
                        : 0,
                  )
                }
                data-testid={testId}
              />
            );
          case 'datetime':
            return (
              <TextInput
                key={field.key}
                type="datetime-local"
                label={t(field.label)}
                value={toLocalInput((draft[field.key] as string | null) ?? null)}
                error={errors[field.key]}
                onChange={(event) => set(field.key, fromLocalInput(event.currentTarget.value))}
                data-testid={testId}
              />
            );
          case 'number':
            return (
              <NumberInput
                key={field.key}
                label={t(field.label)}
                value={Number(draft[field.key] ?? 0)}
                min={0}
                max={10_000}
                allowDecimal={false}
                error={errors[field.key]}
                onChange={(value) => set(field.key, typeof value === 'number' ? value : 0)}
                data-testid={testId}
              />
            );
          case 'promotion':
            return (
              <PromotionPicker
                key={field.key}
                value={(draft[field.key] as number | null | undefined) ?? null}
                error={errors[field.key]}
                onChange={(id) => set(field.key, id)}
                testId={testId}
              />
            );
          case 'image':
            return (
              <ImageField
                key={field.key}
                value={(draft[field.key] as string | null) ?? null}
                error={errors[field.key]}
                onChange={(url) => set(field.key, url)}
              />
            );
        }
      })}
    </Stack>
  );
}
