import { Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../../shared/config/app-config.ts';
import { Deferred } from '../../../shared/ui/deferred.tsx';
import { FooterLicenses } from './footer-licenses.tsx';
import { FooterMenu } from './footer-menu.tsx';
import { FooterNotice, FooterSiteInfo } from './footer-site-info.tsx';
import { LegalNotice } from './legal-notice.tsx';
import { LogoStrip } from './logo-strip.tsx';
import classes from './site-footer.module.css';

/**
 * Footer of every main-layout page: menu, partners, payment methods, the CMS's social, support
 * and address information, licences, legal notice, copyright. It renders in a background pass after the page itself (it is below the fold).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" data-testid="site-footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <Deferred fallback={null}>
          <Stack gap="xl">
            <FooterMenu />
            <LogoStrip
              file="investment-methods"
              title={t('footer.paymentMethods')}
              testId="footer-investment-methods"
            />
            <LogoStrip file="partners" title={t('footer.partners')} testId="footer-partners" />
            <FooterSiteInfo />
            <Divider />
            <FooterLicenses />
            <LegalNotice />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" data-testid="footer-copyright">
                © {year} {BRAND_NAME}. {t('footer.rights')}
              </Text>
              <FooterNotice />
            </Group>
          </Stack>
        </Deferred>
      </Container>
    </Box>
  );
}
