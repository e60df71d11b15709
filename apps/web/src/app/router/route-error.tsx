import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page that failed to load (often a new deploy replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="70vh" p="lg" data-testid="route-error">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{t('errors.crashTitle')}</Title>
        <Text c="dimmed">{t('errors.crashBody')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
