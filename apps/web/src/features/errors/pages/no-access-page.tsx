import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/error-panel.tsx';

/** SPEC §2: the no-access page, titled 'Page can not be displayed'. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      testId="page-no-access"
      code="403"
      title={t('errors.noAccessTitle')}
      body={t('errors.noAccessBody')}
      action={t('errors.goHome')}
    />
  );
}
