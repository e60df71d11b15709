import { SegmentedControl } from '@mantine/core';
import type { Lang } from '@lale/contract/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../shared/store/app-actions.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { LOCALES } from '../../../shared/store/session-types.ts';

/** TR / EN, stored under userLanguage and language (SPEC §3). */
export function LanguageSwitch() {
  const lang = useAppStore((state) => state.userLanguage);
  const { t } = useTranslation();
  return (
    <SegmentedControl
      data-testid="language-switch"
      aria-label={t('header.language')}
      size="xs"
      radius="xl"
      value={lang}
      onChange={(value) => setLanguage(value as Lang)}
      data={LOCALES.map((option) => ({ value: option.lang, label: option.title }))}
    />
  );
}
