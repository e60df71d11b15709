import { Modal, Stack, Text } from '@mantine/core';
import type { Tournament } from '@lale/contract/methods/cms';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';

export function TournamentModal({
  tournament,
  onClose,
}: {
  tournament: Tournament | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Modal
      opened={tournament !== null}
      onClose={onClose}
      title={tournament?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {tournament ? (
        <Stack gap="sm" data-testid="tournament-detail">
          <Text fw={700} c="yellow">
            {t('tournaments.prizePool')}:{' '}
            {formatMoney(tournament.prizePool, tournament.currency, lang)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(tournament.Start_date, lang)} –{' '}
            {formatDateTime(tournament.End_date, lang)}
          </Text>
          <HtmlContent html={tournament.body} />
        </Stack>
      ) : null}
    </Modal>
  );
}
