import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { InfoArticle } from '../components/info-article.tsx';

/** /about-us: cms getInformation 'SiteInformation'. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Page testId="page-about-us" title={t('info.types.SiteInformation')}>
      <InfoArticle infType="SiteInformation" />
    </Page>
  );
}
