import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { contentQuery } from './content-api.ts';

/** The promotion a slider or popup opens, chosen from the promotions list; none keeps its link. */
export function PromotionPicker(props: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const promotions = useQuery(contentQuery('promotions'));
  const items = promotions.data?.result ? promotions.data.data.items : [];
  return (
    <Select
      label={t('boContent.fields.promotion')}
      placeholder={t('boContent.fields.promotionNone')}
      data={items.map((promotion) => ({
        value: String(promotion.id),
        label: promotion.title[lang],
      }))}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => props.onChange(value ? Number(value) : null)}
      clearable
      searchable
      error={props.error}
      data-testid={props.testId}
    />
  );
}
