import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { BRAND_NAME } from '../config/app-config.ts';
import { useAppReadyMark } from './use-app-ready-mark.ts';

interface PageProps {
  /** Stable root test id, e.g. "page-home". */
  testId: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's frame: a labelled section with its h1, and the document title. */
export function Page({ testId, title, subtitle, actions, children }: PageProps) {
  const headingId = useId();
  useAppReadyMark();
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
  return (
    <Box component="section" data-testid={testId} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} id={headingId} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="md">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      <Stack gap="xl">{children}</Stack>
    </Box>
  );
}
