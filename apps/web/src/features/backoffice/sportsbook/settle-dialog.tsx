import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Translate } from '../../../shared/sports/market-labels.ts';
import { useSportsbookAction } from '../api/sportsbook-operator-api.ts';
import {
  MAX_COUNT,
  RESULT_FIELDS,
  resultFromForm,
  resultSummary,
  type ResultForm,
} from './operator-forms.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Event = Pick<SportEventSummary, 'id' | 'sport' | 'home' | 'away'>;

/** Settles an event by hand: the result fields of its sport, a reason, a confirmation. */
export function SettleDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const { t } = useTranslation();
  const settle = useSportsbookAction('sportsbook.settle');
  const [form, setForm] = useState<ResultForm>({});
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  if (event && shown !== event.id) {
    setShown(event.id);
    setForm({});
    setTouched(false);
  }
  const sport = event?.sport ?? 'football';
  const outcome = resultFromForm(sport, form);
  const result = 'result' in outcome ? outcome.result : null;
  // Field names come from the sport: keys built from data, as the market labels do.
  const text = t as unknown as Translate;
  const fieldError = (name: string) =>
    touched && 'error' in outcome && outcome.error.kind === 'fields'
      ? outcome.error.fields[name]
      : undefined;
  const set = (name: string, value: number | string) => setForm((f) => ({ ...f, [name]: value }));
  const counts = RESULT_FIELDS[sport].filter((name) => name !== 'firstGoal');
  const teams = event ? { home: event.home, away: event.away } : { home: '', away: '' };

  return (
    <ReasonDialog
      opened={event !== null}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      title={t('boSports.settle.title', teams)}
      testId="bo-settle-dialog"
      ready={result !== null}
      confirmText={
        result ? t('boSports.settle.confirm', { ...teams, result: resultSummary(result) }) : null
      }
      confirmLabel={t('boSports.settle.submit')}
      danger
      onAttempt={() => setTouched(true)}
      onConfirm={(reason) => settle.mutateAsync({ eventId: event!.id, result: result!, reason })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`boSports.settle.hint.${sport}`)}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {counts.map((name) => (
            <NumberInput
              key={name}
              label={text(`boSports.settle.fields.${sport}.${name}`, teams)}
              min={0}
              max={MAX_COUNT}
              allowDecimal={false}
              allowNegative={false}
              value={form[name] ?? ''}
              onChange={(value) => set(name, value)}
              error={
                fieldError(name) ? text(`boSports.settle.errors.${fieldError(name)}`) : undefined
              }
              data-testid={`bo-result-${name}`}
            />
          ))}
        </SimpleGrid>
        {sport === 'football' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="bo-first-goal-label">
              {t('boSports.settle.fields.football.firstGoal')}
            </Text>
            <SegmentedControl
              aria-labelledby="bo-first-goal-label"
              fullWidth
              value={typeof form.firstGoal === 'string' ? form.firstGoal : ''}
              onChange={(value) => set('firstGoal', value)}
              data={[
                { value: 'home', label: event?.home ?? '' },
                { value: 'none', label: t('boSports.settle.noGoal') },
                { value: 'away', label: event?.away ?? '' },
              ]}
              data-testid="bo-result-firstGoal"
            />
            {fieldError('firstGoal') ? (
              <Text size="xs" c="red">
                {t('boSports.settle.errors.required')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {'error' in outcome && outcome.error.kind === 'impossible' ? (
          <Text size="sm" c="red" role="alert" data-testid="bo-result-impossible">
            {t('boSports.settle.impossible')}
          </Text>
        ) : null}
      </Stack>
    </ReasonDialog>
  );
}
