import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../../shared/ui/page.tsx';

interface AuthCardProps {
  testId: string;
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centred card every sign-in screen uses. */
export function AuthCard({ testId, title, intro, children, footer }: AuthCardProps) {
  return (
    <Stack maw={460} mx="auto" w="100%">
      <Page testId={testId} title={title}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="md">
          <Stack gap="lg">
            {intro ? <Text c="dimmed">{intro}</Text> : null}
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Stack gap={6} align="center">
            {footer}
          </Stack>
        ) : null}
      </Page>
    </Stack>
  );
}
