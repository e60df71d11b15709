import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { setShowBalance } from '../../../shared/store/app-actions.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M3 3l18 18" />}
  </svg>
);

/**
 * The player's balance (finance check_balance, data[0].balance) with the SPEC §3 show/hide
 * toggle, kept under the `showBalance` key. The play screen refreshes it after every round.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const show = useAppStore((state) => state.showBalance);
  const { data } = useQuery(balanceQuery());
  const first = data?.[0];
  const amount = first ? formatMoney(first.balance, first.currency || 'TRY', lang) : null;
  const label = show ? t('headerBalance.hide') : t('headerBalance.show');
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {t('headerBalance.label')}
      </Text>
      <Text
        fw={700}
        size="sm"
        data-testid="header-balance"
        aria-label={show ? undefined : t('headerBalance.hidden')}
        miw={show ? undefined : 56}
      >
        {show ? (amount ?? '…') : '••••'}
      </Text>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={label}
          aria-pressed={!show}
          onClick={() => setShowBalance(!show)}
          data-testid="header-balance-toggle"
        >
          <EyeIcon open={show} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
