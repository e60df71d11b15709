import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { LoginData } from '@lale/contract/methods/user';
import { user } from '@lale/contract/methods/user';
import { BREAK_REFUSAL_CODES } from '@lale/contract/responsible-gaming/breaks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { openSupport } from '../../../shared/support/support-launcher.ts';
import { useLogin } from '../api/login.ts';

/** Username (or email) and password; hands the reply's login data to the page. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (data: LoginData) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useZodForm(user.login.payload, { username: '', password: '' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    login.mutate(payload, {
      onSuccess: (reply) => {
        // A refusal (wrong password, a break in force) stays beside the button until read.
        if (!reply.result) showFormReply(reply, form);
        else onLoggedIn(reply.data);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.loginTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          required
          value={form.values.username}
          onChange={(e) => form.setValue('username', e.currentTarget.value)}
          error={form.errorOf('username')}
          data-testid="login-username"
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(e) => form.setValue('password', e.currentTarget.value)}
          error={form.errorOf('password')}
          data-testid="login-password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
        <FormRefusal refusal={form.refusal}>
          {onBreak(form.refusal.code) ? (
            // A player on a break cannot sign in, so live support is their way to ask.
            <Text size="sm" mt="xs">
              {t('rg.notice.support')}{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={openSupport}
                data-testid="login-refusal-support"
              >
                {t('rg.notice.openSupport')}
              </Anchor>
            </Text>
          ) : null}
        </FormRefusal>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('auth.loginButton')}
        </Button>
      </Stack>
    </form>
  );
}

const onBreak = (code: string | null) =>
  (BREAK_REFUSAL_CODES as readonly (string | null)[]).includes(code);
