import { Box, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { BellIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useMassMessages } from '../../../shared/notifications/mass-messages.ts';
import { useTransactionNotices } from '../../../shared/notifications/transaction-notices.ts';
import { NoticeList } from '../components/notice-list.tsx';
import { useNotificationsSeenAt } from '../../../shared/notifications/seen-at.ts';

/** Account notifications (finance) and messages to every player (crm). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const transactions = useTransactionNotices();
  const mass = useMassMessages();
  const markSeen = useNotificationsSeenAt((state) => state.markSeen);
  // Seen while open: what arrives during the visit is shown here, not counted in the badge.
  useEffect(() => {
    markSeen();
    const timer = setInterval(markSeen, 5_000);
    return () => clearInterval(timer);
  }, [markSeen]);
  const empty = { title: message('no_results') };
  return (
    <Page
      testId="page-notifications"
      title={t('notifications.title')}
      subtitle={t('notifications.subtitle')}
    >
      <Box component="section">
        <Title order={2} fz={20} mb="sm">
          {t('notifications.account')}
        </Title>
        <QueryView
          query={transactions}
          isEmpty={(rows) => rows.length === 0}
          empty={empty}
          icon={<BellIcon />}
        >
          {(rows) => (
            <NoticeList
              items={rows.map((row) => ({
                id: `t${row.id}`,
                title: `${row.movementType}: ${t(`profile.statuses.${row.status}`)}`,
                body: `${row.method} · ${formatMoney(row.amount, 'TRY', lang)}${row.notes ? ` · ${row.notes}` : ''}`,
                date: formatDateTime(row.operationTime, lang),
              }))}
            />
          )}
        </QueryView>
      </Box>
      <Box component="section">
        <Title order={2} fz={20} mb="sm">
          {t('notifications.announcements')}
        </Title>
        <QueryView
          query={mass}
          isEmpty={(rows) => rows.length === 0}
          empty={empty}
          icon={<BellIcon />}
        >
          {(rows) => (
            <NoticeList
              items={rows.map((row) => ({
                id: `m${row.id}`,
                title: row.title,
                body: <HtmlContent html={row.body} />,
                date: formatDateTime(row.date, lang),
              }))}
            />
          )}
        </QueryView>
      </Box>
    </Page>
  );
}
