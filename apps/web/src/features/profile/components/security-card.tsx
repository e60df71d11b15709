import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SecurityCardProps {
  testId: string;
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}

/** One titled block of the account-security tabs. */
export function SecurityCard({ testId, title, description, badge, children }: SecurityCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title} {badge}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
