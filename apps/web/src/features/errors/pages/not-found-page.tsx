import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/error-panel.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      testId="not-found-page"
      code="404"
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      action={t('errors.goHome')}
    />
  );
}
