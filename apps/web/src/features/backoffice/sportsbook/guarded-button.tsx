import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A control of the sportsbook: when it may not be used (a role without the server's
 * `canTrade`, an event already over) it stays visible, marked disabled (`aria-disabled`, so
 * a tooltip on hover, focus or touch still says why), and does nothing.
 */
export function GuardedButton({
  denied,
  onClick,
  children,
  testId,
  label,
  ...props
}: ButtonProps & {
  /** Why the control cannot be used now (no permission, a finished event), or null. */
  denied: string | null;
  onClick: () => void;
  children: ReactNode;
  testId: string;
  /** The accessible name when the text alone is not enough ("Askıya al: A - B"). */
  label?: string;
}) {
  const allowed = denied === null;
  const button = (
    <Button
      size="xs"
      {...props}
      {...(allowed ? {} : { 'data-disabled': true, 'aria-disabled': true })}
      aria-label={label}
      onClick={(event) => {
        if (!allowed) {
          event.preventDefault();
          return;
        }
        onClick();
      }}
      data-testid={testId}
    >
      {children}
    </Button>
  );
  return allowed ? (
    button
  ) : (
    <Tooltip label={denied} withArrow events={{ hover: true, focus: true, touch: true }}>
      {button}
    </Tooltip>
  );
}
