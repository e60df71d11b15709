import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInformation, useQuickLinks } from '../../../shared/api/cms-information.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { MessagingSupportLinks } from '../../../shared/ui/messaging-support-links.tsx';
import { SocialLinks } from '../../../shared/ui/social-links.tsx';

const heading = { fw: 700, size: 'sm', tt: 'uppercase', c: 'dimmed', component: 'h2' } as const;

/**
 * The CMS's site information in the footer (SPEC §3): social accounts (`SocialMediaLinks`),
 * support over messaging apps (`bottomBarInfo`) and the current address (`DomainBilgi`).
 */
export function FooterSiteInfo() {
  const { t } = useTranslation();
  const { links } = useQuickLinks();
  const domain = useInformation('DomainBilgi').data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" data-testid="footer-site-info">
      <Stack gap={8}>
        <Text {...heading}>{t('quick.social')}</Text>
        <SocialLinks size="lg" testId="footer-social" />
      </Stack>
      {links.whatsapp || links.telegram ? (
        <Stack gap={8}>
          <Text {...heading}>{t('siteInfo.supportTitle')}</Text>
          <MessagingSupportLinks look="buttons" testIdPrefix="footer" />
        </Stack>
      ) : null}
      {domain?.Text ? (
        <Stack gap={4}>
          <Text {...heading}>{t('siteInfo.domain')}</Text>
          <Text size="sm" component="div">
            <HtmlContent html={domain.Text} testId="footer-domain" />
          </Text>
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}

/** The bar's one-line notice from the CMS, or the site's own 18+ line without one. */
export function FooterNotice() {
  const { t } = useTranslation();
  const { links } = useQuickLinks();
  return (
    <Text size="sm" c="dimmed" data-testid="footer-notice">
      {links.notice || t('footer.adultsOnly')}
    </Text>
  );
}
