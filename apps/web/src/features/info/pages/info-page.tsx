import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { InfoArticle } from '../components/info-article.tsx';
import { isReadableType } from '../components/info-types.ts';

/** /info/{InfType}: rules, privacy, responsible gaming, FAQ... (footer menu links here). */
export function InfoPage() {
  const { t } = useTranslation();
  const { infType } = useParams();
  if (!isReadableType(infType))
    return (
      <Page testId="not-found-page" title={t('errors.notFoundTitle')}>
        <EmptyState title={t('errors.notFoundBody')} />
      </Page>
    );
  if (infType === 'SiteInformation') return <Navigate to={paths.aboutUs} replace />;
  return (
    <Page testId="page-info" title={t(`info.types.${infType}`)}>
      <InfoArticle infType={infType} />
    </Page>
  );
}
