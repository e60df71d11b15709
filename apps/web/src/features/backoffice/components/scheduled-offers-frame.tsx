import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScheduledOffersFrameProps {
  testId: string;
  newButtonTestId?: string;
  title: string;
  newLabel: string;
  /** Shown when the list has loaded with nothing in it. */
  emptyLabel?: string;
  isEmpty: boolean;
  /** Failures of the list or of its row controls, shown above the list. */
  errors: (Error | null)[];
  /** The create form; `close` folds it away once it has saved. */
  form: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * The frame of the back office's scheduled offers (bonus definitions, tournaments, lottery
 * draws): the title with a button that unfolds the create form, the failures, the empty list's
 * line, then the list itself.
 */
export function ScheduledOffersFrame({
  testId,
  newButtonTestId,
  title,
  newLabel,
  emptyLabel,
  isEmpty,
  errors,
  form,
  children,
}: ScheduledOffersFrameProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Button size="xs" onClick={() => setCreating((v) => !v)} data-testid={newButtonTestId}>
          {creating ? t('common.close') : newLabel}
        </Button>
      </Group>
      {creating ? <Card withBorder>{form(() => setCreating(false))}</Card> : null}
      {errors.map((error, index) =>
        error ? (
          <Text key={index} c="red">
            {error.message}
          </Text>
        ) : null,
      )}
      {isEmpty && emptyLabel ? <Text c="dimmed">{emptyLabel}</Text> : null}
      {children}
    </Stack>
  );
}
