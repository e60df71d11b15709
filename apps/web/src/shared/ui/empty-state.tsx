import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** Smaller, for rows inside a busy page. */
  compact?: boolean;
}

/** The honest "nothing here (yet)" panel used instead of invented content. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  testId = 'empty-state',
  compact = false,
}: EmptyStateProps) {
  return (
    <MantineEmptyState
      data-testid={testId}
      title={title}
      description={description}
      icon={icon}
      variant="light"
      size={compact ? 'sm' : 'md'}
      py={compact ? 'lg' : 'xl'}
      px="md"
      bd="1px dashed var(--mantine-color-default-border)"
      bdrs="md"
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
