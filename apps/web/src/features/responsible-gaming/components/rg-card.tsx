import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface RgCardProps {
  testId: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of the responsible-gaming tab, like the profile's other blocks. */
export function RgCard({ testId, title, description, children }: RgCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
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
