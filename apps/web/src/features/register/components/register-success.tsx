import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';

/** After `user register`: the account waits for the link mailed to the player. */
export function RegisterSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Alert
      color="teal"
      variant="light"
      radius="lg"
      maw={640}
      mx="auto"
      title={message('registration_completed')}
      data-testid="register-success"
    >
      <Text>{message('registration_check_email')}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('register.sentTo', { email })}
      </Text>
      <Anchor component={Link} to={paths.login} fw={600} mt="md" display="inline-block">
        {t('header.login')}
      </Anchor>
    </Alert>
  );
}
