import { Select, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { countryOptions } from '../lib/countries.ts';
import { parseDottedDate } from '../lib/parse-date.ts';
import { bindText, fieldTestIds } from '../lib/use-register-form.ts';
import type { RegisterForm } from '../lib/use-register-form.ts';
import { FormSection } from './form-section.tsx';

export function PersonalSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  return (
    <FormSection legend={t('register.personal')}>
      <TextInput
        label={t('register.firstname')}
        autoComplete="given-name"
        required
        {...bindText(form, 'firstname')}
      />
      <TextInput
        label={t('register.lastname')}
        autoComplete="family-name"
        required
        {...bindText(form, 'lastname')}
      />
      <DateInput
        label={t('register.birthdate')}
        placeholder={t('register.datePlaceholder')}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDottedDate}
        maxDate={new Date()}
        defaultLevel="decade"
        required
        value={form.values.birthdate || null}
        onChange={(value) => form.setValue('birthdate', value ?? '')}
        error={form.errorOf('birthdate')}
        {...fieldTestIds('birthdate')}
      />
      <TextInput
        label={t('register.identityNumber')}
        inputMode="numeric"
        maxLength={11}
        required
        description={t('register.identityHint')}
        {...bindText(form, 'identity_number')}
      />
      <Select
        label={t('register.country')}
        data={countries}
        searchable
        required
        allowDeselect={false}
        value={form.values.country}
        onChange={(value) => form.setValue('country', value ?? '')}
        error={form.errorOf('country')}
        nothingFoundMessage={t('register.noCountry')}
        {...fieldTestIds('country')}
      />
      <TextInput
        label={t('register.city')}
        autoComplete="address-level2"
        required
        {...bindText(form, 'city')}
      />
      <Textarea
        label={t('register.address')}
        autoComplete="street-address"
        required
        autosize
        minRows={2}
        {...bindText(form, 'address')}
      />
    </FormSection>
  );
}
