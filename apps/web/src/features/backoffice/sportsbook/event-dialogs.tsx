import type { SportsbookOperatorEvent } from '@lale/contract/backoffice';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { useSportsbookAction } from '../api/sportsbook-operator-api.ts';
import { maxStakeFromText } from './operator-forms.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { SettleDialog } from './settle-dialog.tsx';

/** What the dialogs need of a listed event: the suspend toggle follows the operator's own. */
export type EventRef = Pick<
  SportsbookOperatorEvent,
  'id' | 'sport' | 'home' | 'away' | 'operatorSuspended' | 'maxStake'
>;

export type EventDialog =
  | { kind: 'suspend'; event: EventRef }
  | { kind: 'maxStake'; event: EventRef }
  | { kind: 'settle'; event: EventRef }
  | { kind: 'void'; event: EventRef };

/** The dialogs of an event's controls: one open at a time. */
export function EventDialogs({
  dialog,
  onClose,
}: {
  dialog: EventDialog | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const suspend = useSportsbookAction('sportsbook.suspendEvent');
  const voidEvent = useSportsbookAction('sportsbook.void');
  const event = dialog?.event;
  const teams = event ? { home: event.home, away: event.away } : { home: '', away: '' };
  const resume = dialog?.kind === 'suspend' && dialog.event.operatorSuspended;
  return (
    <>
      <ReasonDialog
        opened={dialog?.kind === 'suspend'}
        onClose={onClose}
        title={t(resume ? 'boSports.resume.title' : 'boSports.suspend.title', teams)}
        confirmText={t(resume ? 'boSports.resume.confirm' : 'boSports.suspend.confirm', teams)}
        confirmLabel={t(resume ? 'boSports.resume.submit' : 'boSports.suspend.submit')}
        danger={!resume}
        testId="bo-suspend-dialog"
        onConfirm={(reason) =>
          suspend.mutateAsync({ eventId: event!.id, suspended: !resume, reason })
        }
      >
        {resume ? (
          <Text size="sm" c="dimmed">
            {t('boSports.resume.hint')}
          </Text>
        ) : null}
      </ReasonDialog>
      <MaxStakeDialog event={dialog?.kind === 'maxStake' ? dialog.event : null} onClose={onClose} />
      <SettleDialog event={dialog?.kind === 'settle' ? dialog.event : null} onClose={onClose} />
      <ReasonDialog
        opened={dialog?.kind === 'void'}
        onClose={onClose}
        title={t('boSports.void.title', teams)}
        confirmText={t('boSports.void.confirm', teams)}
        confirmLabel={t('boSports.void.submit')}
        danger
        testId="bo-void-dialog"
        onConfirm={(reason) => voidEvent.mutateAsync({ eventId: event!.id, reason })}
      >
        <Text size="sm" c="dimmed">
          {t('boSports.void.hint')}
        </Text>
      </ReasonDialog>
    </>
  );
}

function MaxStakeDialog({ event, onClose }: { event: EventRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const setMaxStake = useSportsbookAction('sportsbook.setMaxStake');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  if (event && shown !== event.id) {
    setShown(event.id);
    setText(
      event.maxStake ? String(event.maxStake / 100).replace('.', lang === 'tr' ? ',' : '.') : '',
    );
    setTouched(false);
  }
  const value = maxStakeFromText(text, lang);
  const teams = event ? { home: event.home, away: event.away } : { home: '', away: '' };
  return (
    <ReasonDialog
      opened={event !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      title={t('boSports.maxStake.title', teams)}
      ready={value !== undefined}
      onAttempt={() => setTouched(true)}
      confirmText={
        value === undefined
          ? null
          : value === null
            ? t('boSports.maxStake.confirmSite', teams)
            : t('boSports.maxStake.confirm', { ...teams, amount: formatMoney(value, 'TRY', lang) })
      }
      confirmLabel={t('boSports.maxStake.submit')}
      testId="bo-max-stake-dialog"
      onConfirm={(reason) =>
        setMaxStake.mutateAsync({ eventId: event!.id, maxStake: value ?? null, reason })
      }
    >
      <Stack gap={4}>
        <TextInput
          label={t('boSports.maxStake.label')}
          description={t('boSports.maxStake.hint')}
          inputMode="decimal"
          rightSection={<Text size="sm">₺</Text>}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && value === undefined ? t('boSports.maxStake.invalid') : undefined}
          data-testid="bo-max-stake-input"
        />
      </Stack>
    </ReasonDialog>
  );
}
