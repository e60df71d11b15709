import { Box, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A scheduled thing's state badge with its pause / resume and end-now buttons, as the bonus,
 * tournament and lottery lists show them; nothing but the badge once it has ended.
 */
export function LifecycleControls(props: {
  badge: ReactNode;
  paused: boolean;
  ended: boolean;
  onPause: (paused: boolean) => void;
  onEnd: () => void;
  endLabel?: string;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {/* Badge and buttons keep their whole words; a narrow column wraps them instead. */}
      <Box style={{ flexShrink: 0 }}>{props.badge}</Box>
      {props.ended ? null : (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={props.pending}
            style={{ flexShrink: 0 }}
            onClick={() => props.onPause(!props.paused)}
          >
            {props.paused ? t('boBonus.resume') : t('boBonus.pause')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={props.pending}
            style={{ flexShrink: 0 }}
            onClick={props.onEnd}
          >
            {props.endLabel ?? t('boBonus.end')}
          </Button>
        </>
      )}
    </Group>
  );
}
