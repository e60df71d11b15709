import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';

interface ErrorPanelProps {
  testId: string;
  code: string;
  title: string;
  body: string;
  action: string;
}

/** A centred message with a way home: not found and no access. */
export function ErrorPanel({ testId, code, title, body, action }: ErrorPanelProps) {
  useEffect(() => {
    document.title = `${title} | Lale`;
  }, [title]);
  return (
    <Stack
      component="section"
      data-testid={testId}
      align="center"
      ta="center"
      gap="md"
      py={80}
      maw={560}
      mx="auto"
    >
      <Text fz={72} fw={900} c="tulip.5" lh={1} aria-hidden="true">
        {code}
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{body}</Text>
      <Button component={Link} to="/" size="md">
        {action}
      </Button>
    </Stack>
  );
}
