import { Text, TextInput } from '@mantine/core';
import {
  MONEY_LIMIT_PERIODS,
  type MoneyLimitPeriod,
} from '@lale/contract/responsible-gaming/limits';
import { parseLiraToKurus } from '@lale/contract/validators/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '../lib/use-register-form.ts';
import { FormSection } from './form-section.tsx';

const FIELD = {
  day: 'deposit_limit_day',
  week: 'deposit_limit_week',
  month: 'deposit_limit_month',
} as const satisfies Record<MoneyLimitPeriod, string>;

/**
 * Responsible gaming offered at registration (issue 17): optional deposit limits per day, week
 * and month, typed in lira and sent in kuruş with the account, so they hold from its first
 * moment on every device. Text that is no amount is sent as NaN, which the contract refuses.
 */
export function LimitsSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<MoneyLimitPeriod, string>>({
    day: '',
    week: '',
    month: '',
  });
  const change = (period: MoneyLimitPeriod, text: string) => {
    setTexts((current) => ({ ...current, [period]: text }));
    form.setValue(FIELD[period], text.trim() ? (parseLiraToKurus(text) ?? Number.NaN) : '');
  };
  return (
    <FormSection legend={t('rg.offerTitle')}>
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('rg.offerBody')}
      </Text>
      {MONEY_LIMIT_PERIODS.map((period) => (
        <TextInput
          key={period}
          label={`${t(`rg.periods.${period}`)} ${t('rg.kinds.deposit').toLocaleLowerCase()}`}
          inputMode="decimal"
          rightSection="₺"
          value={texts[period]}
          onChange={(event) => change(period, event.currentTarget.value)}
          error={form.errorOf(FIELD[period])}
          data-testid={`register-${FIELD[period]}`}
        />
      ))}
    </FormSection>
  );
}
