import { Alert, Anchor, List, Text } from '@mantine/core';
import { breakEndsAt, type BreakKind } from '@lale/contract/responsible-gaming/breaks';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { openSupport } from '../../../shared/support/support-launcher.ts';
import type { BreakDuration } from '../lib/break-durations.ts';
import { useLimitWords } from './use-limit-words.ts';

interface BreakNoticeProps {
  kind: BreakKind;
  duration: BreakDuration;
  /** The confirmation step focuses the notice first (a screen reader starts there). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a break means, said before it is taken, in the words of the rules the server enforces
 * (domains/responsible-gaming/README.md, Breaks): until when; no sign-in, play, bet or deposit
 * meanwhile; the balance stays but cannot be withdrawn without signing in, while withdrawals
 * asked for before are paid and open bets settle; no bonuses or marketing; nothing lifts it
 * early; live support is open without signing in.
 */
export function BreakNotice({ kind, duration, ref }: BreakNoticeProps) {
  const { t } = useTranslation();
  const { when } = useLimitWords();
  const endsAt = breakEndsAt(duration, new Date());
  const words = { duration: t(`rg.durations.${duration}`) };
  const title = !endsAt
    ? t('rg.notice.titlePermanent')
    : kind === 'timeout'
      ? t('rg.notice.titleTimeout', words)
      : t('rg.notice.titleExclusion', words);
  const lines = [
    endsAt ? t('rg.notice.until', { when: when(endsAt.toISOString()) }) : t('rg.notice.forGood'),
    endsAt ? t('rg.notice.cannot') : t('rg.notice.cannotEver'),
    endsAt ? t('rg.notice.balance') : t('rg.notice.balancePermanent'),
    t('rg.notice.openBets'),
    t('rg.notice.noBonus'),
    ...(kind === 'self_exclusion' ? [t('rg.notice.noNewAccount')] : []),
    t('rg.notice.noUndo'),
  ];
  return (
    <Alert
      color="orange"
      variant="light"
      title={title}
      ref={ref}
      tabIndex={-1}
      data-testid="rg-break-warning"
    >
      <List size="sm" spacing={6}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm">
        {t('rg.notice.support')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={openSupport}>
          {t('rg.notice.openSupport')}
        </Anchor>
      </Text>
    </Alert>
  );
}
