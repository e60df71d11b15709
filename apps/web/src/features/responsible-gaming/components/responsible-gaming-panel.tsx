import { Stack, Text } from '@mantine/core';
import { MONEY_LIMIT_KINDS, MONEY_LIMIT_PERIODS } from '@lale/contract/responsible-gaming/limits';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useRgState } from '../api/rg-state.ts';
import { BreakForm } from './break-form.tsx';
import { LimitGroup } from './limit-group.tsx';
import { RealityCheckForm } from './reality-check-form.tsx';

/** /profile?tab=responsible-gaming: limits, the reminder interval, time-out and self-exclusion. */
export function ResponsibleGamingPanel() {
  const { t } = useTranslation();
  const query = useRgState();
  return (
    <Stack gap="lg" data-testid="rg-panel">
      <Text size="sm">{t('rg.intro')}</Text>
      <QueryView query={query} empty={{ title: t('rg.tab') }}>
        {(state) => (
          <Stack gap="lg">
            {MONEY_LIMIT_KINDS.map((kind) => (
              <LimitGroup
                key={kind}
                kind={kind}
                periods={MONEY_LIMIT_PERIODS}
                limits={state.limits}
              />
            ))}
            <LimitGroup kind="session" periods={['session']} limits={state.limits} />
            <RealityCheckForm minutes={state.realityCheckMinutes} />
          </Stack>
        )}
      </QueryView>
      <BreakForm />
    </Stack>
  );
}
