import { DATE_PRESETS, type DatePreset } from '@lale/contract/constants';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §9's date presets as one select; a change replaces the list. */
export function PresetSelect({
  value,
  onChange,
}: {
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('history.period')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as DatePreset)}
      data={DATE_PRESETS.map((preset) => ({
        value: preset,
        label: t(`history.presets.${preset}`),
      }))}
      data-testid="history-preset"
      maw={240}
    />
  );
}
