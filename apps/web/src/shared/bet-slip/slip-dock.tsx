import { Badge, Drawer, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportsTree } from '../api/sports-tree.ts';
import { formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';
import { summarizeSlip } from './slip-maths.ts';
import classes from './slip-dock.module.css';
import { SlipLive } from './slip-live.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { useSlip } from './slip-store.ts';

/** Phones (up to 768 px) get the bottom bar and sheet; wider screens the side panel. */
const MOBILE = '(max-width: 48em)';

/**
 * A page beside the bet slip: on desktop a sticky side panel, on a phone a bottom bar with
 * the count and the possible win that opens the slip as a bottom sheet. Follows the slip's
 * events on the live channel while shown.
 */
export function SlipDock({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <SlipLive />
      <div>{children}</div>
      {mobile ? (
        <>
          <div className={classes.spacer} />
          <SlipBar onOpen={() => setOpen(true)} />
          <Drawer
            opened={open}
            onClose={() => setOpen(false)}
            position="bottom"
            size="85%"
            title={t('slip.title')}
            closeButtonProps={{ 'aria-label': t('slip.close') }}
            data-testid="bet-slip-drawer"
            radius="md"
          >
            <SlipPanel inSheet />
          </Drawer>
        </>
      ) : (
        <Paper component="aside" withBorder p="md" radius="md" className={classes.aside}>
          <SlipPanel />
        </Paper>
      )}
    </div>
  );
}

function SlipBar({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const slip = useSlip((state) => state);
  const limits = useSportsTree().data?.limits ?? null;
  const summary = summarizeSlip(slip, limits);
  const count = slip.selections.length;
  return (
    <button
      type="button"
      className={classes.bar}
      onClick={onOpen}
      aria-label={`${t('slip.open')}: ${t('slip.count', { count })}`}
      data-testid="bet-slip-bar"
    >
      <Group gap="xs">
        <Badge color="white" c="dark" variant="filled" data-testid="bet-slip-bar-count">
          {count}
        </Badge>
        <Text fw={700}>{t('slip.title')}</Text>
      </Group>
      <Text size="sm" fw={600} data-testid="bet-slip-bar-win">
        {t('slip.possibleWin')}: {formatMoney(summary.possibleWin, 'TRY', lang)}
      </Text>
    </button>
  );
}
