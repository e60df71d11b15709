import type { Lang } from '@lale/contract/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../shared/store/app-actions.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { LOCALES } from '../../../shared/store/session-types.ts';
import classes from './language-switch.module.css';

/**
 * TR / EN, stored under userLanguage and language (SPEC §3). Two plain toggle buttons: a
 * segmented control measures the page on every render to slide its indicator, which forced a
 * full layout during start-up.
 */
export function LanguageSwitch() {
  const lang = useAppStore((state) => state.userLanguage);
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('header.language')}
      className={classes.switch}
      data-testid="language-switch"
    >
      {LOCALES.map((option) => (
        <button
          key={option.lang}
          type="button"
          lang={option.lang}
          className={classes.option}
          aria-pressed={option.lang === lang}
          onClick={() => setLanguage(option.lang as Lang)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
