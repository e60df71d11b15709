import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { liraText } from '../lib/amount-input.ts';
import { MoneyText } from './money-text.tsx';

interface AmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  presets?: number[];
  testId: string;
}

/** The amount in lira as typed (1.250,50 or 1250.5), with the bank's quick amounts. */
export function AmountField({ value, onChange, error, presets = [], testId }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <TextInput
        label={t('cashier.amount')}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        data-testid={testId}
      />
      {presets.length > 0 ? (
        <Group gap={6} aria-label={t('cashier.presets')}>
          <Text size="xs" c="dimmed">
            {t('cashier.presets')}
          </Text>
          {presets.map((kurus) => (
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
