import { Divider, Stack } from '@mantine/core';
import type { LimitKind, LimitPeriod, LimitView } from '@lale/contract/responsible-gaming/limits';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitRow } from './limit-row.tsx';
import { RgCard } from './rg-card.tsx';

interface LimitGroupProps {
  kind: LimitKind;
  periods: readonly LimitPeriod[];
  limits: LimitView[];
}

/** A kind of limit (deposit, loss, wager, session) with a row per period. */
export function LimitGroup({ kind, periods, limits }: LimitGroupProps) {
  const { t } = useTranslation();
  return (
    <RgCard
      testId={`rg-limits-${kind}`}
      title={t(`rg.kinds.${kind}`)}
      description={t(`rg.kindHints.${kind}`)}
    >
      <Stack gap="md">
        {periods.map((period, index) => (
          <Fragment key={period}>
            {index > 0 ? <Divider /> : null}
            <LimitRow
              kind={kind}
              period={period}
              limit={limits.find((l) => l.kind === kind && l.period === period)}
            />
          </Fragment>
        ))}
      </Stack>
    </RgCard>
  );
}
