import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SessionSummary } from '@lale/contract/responsible-gaming/session-summary';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import type { RealityCheckAnswer } from '../api/acknowledge-reality-check.ts';
import { formatElapsed } from '../lib/format.ts';

interface RealityCheckDialogProps {
  summary: SessionSummary;
  /** When the check appeared: the session time it shows. */
  at: number;
  busy: boolean;
  onAnswer: (answer: RealityCheckAnswer) => void;
}

/**
 * The reality check: this session's time, stakes and net result. It closes only through one of
 * its three answers (no Escape, no click outside), each of which the server records.
 */
export function RealityCheckDialog({ summary, at, busy, onAnswer }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const facts = [
    {
      label: t('rg.sessionTime'),
      value: formatElapsed(at - Date.parse(summary.startedAt)),
      id: 'time',
    },
    { label: t('rg.wagered'), value: money(summary.wagered), id: 'wagered' },
    { label: t('rg.netResult'), value: money(summary.net), id: 'net' },
  ];
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      radius="lg"
      title={t('rg.realityCheckTitle')}
      data-testid="reality-check"
    >
      <Stack gap="md">
        <Text size="sm">{t('rg.realityCheckBody')}</Text>
        <SimpleGrid cols={3} spacing="xs">
          {facts.map((fact) => (
            <Stack key={fact.id} gap={2}>
              <Text size="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text
                fw={700}
                c={fact.id === 'net' && summary.net < 0 ? 'red' : undefined}
                data-testid={`reality-check-${fact.id}`}
              >
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {/* One under another on a phone, where three side by side would cut their words. */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Button
            data-autofocus
            onClick={() => onAnswer('continue')}
            disabled={busy}
            data-testid="reality-check-continue"
          >
            {t('rg.continue')}
          </Button>
          <Button
            variant="default"
            onClick={() => onAnswer('history')}
            disabled={busy}
            data-testid="reality-check-history"
          >
            {t('rg.seeHistory')}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => onAnswer('logout')}
            disabled={busy}
            data-testid="reality-check-logout"
          >
            {t('rg.logOut')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
