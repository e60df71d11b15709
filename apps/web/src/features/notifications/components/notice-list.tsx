import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface NoticeItem {
  id: string;
  title: string;
  body: ReactNode;
  date: string;
}

/** A simple dated list of notices. */
export function NoticeList({ items }: { items: NoticeItem[] }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Paper key={item.id} withBorder p="md" radius="md" component="article" data-testid="notice">
          <Stack gap={4}>
            <Text fw={700}>{item.title}</Text>
            <Text size="sm">{item.body}</Text>
            <Text size="xs" c="dimmed">
              {item.date}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
