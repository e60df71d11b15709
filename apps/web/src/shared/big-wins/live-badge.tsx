import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../live/use-live-status.ts';
import classes from './big-wins.module.css';

/** "Live" while the socket is open, "Connecting…" otherwise; `compact` shows the dot alone. */
export function LiveBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const open = useLiveStatus() === 'open';
  const label = open ? t('bigWins.live') : t('bigWins.connecting');
  return (
    <span className={classes.status} data-testid="live-status" title={label}>
      <span className={classes.dot} data-open={open || undefined} aria-hidden="true" />
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </span>
  );
}
