import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useRegister } from '../api/register.ts';
import { AccountSection } from '../components/account-section.tsx';
import { ExtrasSection } from '../components/extras-section.tsx';
import { LimitsSection } from '../components/limits-section.tsx';
import { PersonalSection } from '../components/personal-section.tsx';
import { RegisterSuccess } from '../components/register-success.tsx';
import { useRegisterForm } from '../lib/use-register-form.ts';

/** user register: every field of the contract's registerPayload, checked by the same schema. */
export function RegisterPage() {
  const { t } = useTranslation();
  const form = useRegisterForm();
  const register = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    register.mutate(payload, {
      onSuccess: (reply) => {
        if (!showFormReply(reply, form)) return;
        setRegisteredEmail(payload.email);
        window.scrollTo({ top: 0 });
      },
    });
  };
  return (
    <Page testId="page-register" title={t('register.title')} subtitle={t('register.subtitle')}>
      {registeredEmail ? (
        <RegisterSuccess email={registeredEmail} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('register.title')}>
          <Stack gap="lg" maw={960} mx="auto">
            <PersonalSection form={form} />
            <AccountSection form={form} />
            <LimitsSection form={form} />
            <ExtrasSection form={form} />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('register.haveAccount')}{' '}
                <Anchor component={Link} to={paths.login} fw={600}>
                  {t('header.login')}
                </Anchor>
              </Text>
              <FormRefusal refusal={form.refusal} />
              <Button
                type="submit"
                size="md"
                loading={register.isPending}
                data-testid="register-submit"
              >
                {t('register.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Page>
  );
}
