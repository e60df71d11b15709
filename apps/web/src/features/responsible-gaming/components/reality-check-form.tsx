import { Select } from '@mantine/core';
import { REALITY_CHECK_MINUTES } from '@lale/contract/responsible-gaming/limits';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { RgCard } from './rg-card.tsx';

/** The reality check's interval: saved as soon as the player picks one. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const options = REALITY_CHECK_MINUTES.map((value) => ({
    value: String(value),
    label: value === 0 ? t('rg.realityOff') : t('rg.realityEvery', { count: value }),
  }));
  return (
    <RgCard
      testId="rg-reality-check"
      title={t('rg.realityTitle')}
      description={t('rg.realityBody')}
    >
      <Select
        label={t('rg.realityLabel')}
        data={options}
        value={String(minutes)}
        allowDeselect={false}
        disabled={save.isPending}
        maw={320}
        onChange={(value) => {
          if (value !== null) save.mutate(Number(value), { onSuccess: showReplyToast });
        }}
        data-testid="rg-reality-select"
      />
    </RgCard>
  );
}
