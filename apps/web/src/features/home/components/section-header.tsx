import { Anchor, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionHeaderProps {
  id: string;
  title: string;
  icon?: ReactNode;
  moreLabel?: string;
  moreHref?: string;
}

/** A home section's heading with an optional "see all" link. */
export function SectionHeader({ id, title, icon, moreLabel, moreHref }: SectionHeaderProps) {
  return (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Group gap={8} wrap="nowrap">
        {icon}
        <Title order={2} id={id} fz={{ base: 19, sm: 22 }}>
          {title}
        </Title>
      </Group>
      {moreHref && moreLabel ? (
        <Anchor component={Link} to={moreHref} size="sm" fw={600} c="tulip">
          {moreLabel}
        </Anchor>
      ) : null}
    </Group>
  );
}
