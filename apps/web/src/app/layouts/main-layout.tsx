import { Box, Container } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageFallback } from '../router/page-fallback.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';

const MAIN_ID = 'main-content';

// Live support's button is on every page; its chat loads apart from the first screen, and
// only once the app has taken over a page the server rendered (which renders no widget: a
// boundary still loading there would not match the page the browser takes over).
const SupportWidget = lazy(() =>
  import('../../features/support/components/support-widget.tsx').then((m) => ({
    default: m.SupportWidget,
  })),
);

/** Header menu, the page, and the footer with copyright, legal notice and licences (SPEC §2). */
export function MainLayout() {
  const { t } = useTranslation();
  const mounted = useMounted();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        style={{ flex: 1, outline: 'none' }}
        py={{ base: 'md', sm: 'xl' }}
      >
        <Container size="xl">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <SiteFooter />
      {mounted ? (
        <Suspense fallback={null}>
          <SupportWidget />
        </Suspense>
      ) : null}
    </Box>
  );
}
