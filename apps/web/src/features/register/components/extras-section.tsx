import { Anchor, Checkbox, Stack, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import { bindText } from '../lib/use-register-form.ts';
import type { RegisterForm } from '../lib/use-register-form.ts';
import { FormSection } from './form-section.tsx';

export function ExtrasSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <FormSection legend={t('register.extras')}>
      <TextInput label={t('register.promotionCode')} {...bindText(form, 'promotion_code')} />
      <TextInput label={t('register.referenceNumber')} {...bindText(form, 'reference_number')} />
      <Stack gap="sm" style={{ gridColumn: '1 / -1' }}>
        <Checkbox
          label={t('register.smsOptIn')}
          checked={form.values.sms_opt_in === true}
          onChange={(e) => form.setValue('sms_opt_in', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('register.emailOptIn')}
          checked={form.values.email_opt_in === true}
          onChange={(e) => form.setValue('email_opt_in', e.currentTarget.checked)}
        />
        <Checkbox
          label={
            <Trans
              i18nKey="register.acceptRules"
              components={{
                rules: (
                  <Anchor
                    component={Link}
                    to={paths.info('GenelKurallar')}
                    target="_blank"
                    inherit
                    underline="always"
                  />
                ),
              }}
            />
          }
          checked={form.values.accept_rules === true}
          onChange={(e) => form.setValue('accept_rules', e.currentTarget.checked)}
          error={form.errorOf('accept_rules')}
          required
          data-testid="register-accept_rules"
          wrapperProps={{ 'data-testid': 'register-accept_rules-field' }}
        />
      </Stack>
    </FormSection>
  );
}
