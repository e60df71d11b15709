import { Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useOperatorLogin } from '../api/backoffice-api.ts';

/** The operator's sign-in: its own account and cookie, never the player's. */
export function OperatorLogin() {
  const { t } = useTranslation();
  const login = useOperatorLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      { onSuccess: (reply) => (reply.result ? undefined : showReplyToast(reply)) },
    );
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={380} mx="auto" mt="xl">
      <form onSubmit={submit} data-testid="operator-login">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('backoffice.login')}
          </Title>
          <TextInput
            label={t('backoffice.username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-testid="operator-username"
          />
          <PasswordInput
            label={t('backoffice.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-testid="operator-password"
          />
          <Button type="submit" loading={login.isPending} data-testid="operator-submit">
            {t('backoffice.signIn')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
