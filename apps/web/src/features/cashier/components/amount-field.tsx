import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liraText } from '../lib/amount-input.ts';
import { MoneyText } from './money-text.tsx';

interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  presets?: number[];
  /** Kuruş: quick amounts outside these are not offered (a method's range, a limit's room). */
  min?: number;
  max?: number;
  /** What the amount may be, said under the label (the deposit limit's room). */
  description?: ReactNode;
  testId: string;
}

/** The amount in lira as typed (1.250,50 or 1250.5), with the bank's quick amounts. */
export function AmountField({
  value,
  onChange,
  error,
  presets = [],
  min = 0,
  max = Number.POSITIVE_INFINITY,
  description,
  testId,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const offered = presets.filter((kurus) => kurus >= min && kurus <= max);
  return (
    <Stack gap={6}>
      <TextInput
        label={t('cashier.amount')}
        description={description}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        data-testid={testId}
      />
      {offered.length > 0 ? (
        <Group gap={6} aria-label={t('cashier.presets')}>
          <Text size="xs" c="dimmed">
            {t('cashier.presets')}
          </Text>
          {offered.map((kurus) => (
            <Button
              key={kurus}
              size="compact-xs"
              variant="light"
              onClick={() => onChange(liraText(kurus))}
              data-testid={`${testId}-preset`}
            >
              <MoneyText kurus={kurus} />
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
