import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useAppStore } from '../store/app-store.ts';
import { countUnseen, useNotificationsSeenAt } from './seen-at.ts';
import { massMessagesQuery } from './mass-messages.ts';
import { transactionNoticesQuery } from './transaction-notices.ts';

/** The header badge: notices (account and announcements) newer than the last visit. */
export function useUnseenNotifications(): number {
  const lang = useAppStore((state) => state.userLanguage);
  const seenAt = useNotificationsSeenAt((state) => state.seenAt);
  const notices = useQuery(transactionNoticesQuery(dayjs().format('YYYY-MM-DD')));
  const mass = useQuery(massMessagesQuery(lang));
  const dates = [
    ...(notices.data ?? []).map((row) => row.operationTime),
    ...(mass.data ?? []).map((row) => row.date),
  ];
  return countUnseen(dates, seenAt);
}
