import { Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import classes from './maintenance-frame.module.css';

interface MaintenanceFrameProps {
  testId: string;
  title: string;
  children?: ReactNode;
  busy?: boolean;
}

/** A full-screen card outside the site layout (no header, footer or login). */
export function MaintenanceFrame({ testId, title, children, busy = false }: MaintenanceFrameProps) {
  useEffect(() => {
    document.title = `${title} | Lale`;
  }, [title]);
  return (
    <Box component="main" className={classes.backdrop}>
      <Center mih="100vh" p="md">
        <Paper
          component="section"
          data-testid={testId}
          className={classes.card}
          p={{ base: 'lg', sm: 40 }}
          radius="lg"
          withBorder
          maw={560}
        >
          <Stack align="center" ta="center" gap="md">
            <svg width="56" height="56" viewBox="0 0 32 32" aria-hidden="true">
              <path
                d="M16 4c-2.2 3.2-7 4.3-7 11a7 7 0 0 0 14 0c0-6.7-4.8-7.8-7-11z"
                fill="#ec2a63"
              />
              <path d="M16 22v7" stroke="#3fb37f" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <Title order={1}>{title}</Title>
            {children}
            {busy ? <Loader color="tulip" size="sm" aria-hidden="true" /> : null}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

export function MaintenanceText({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
