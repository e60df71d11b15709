import { Group, Skeleton, Stack, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '../../../shared/api/static-data.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import classes from './site-header.module.css';

/** Drop-down menus (and their positioning library) load only when the menu has one. */
const SubMenu = lazy(() => import('./header-sub-menu.tsx').then((m) => ({ default: m.SubMenu })));

/** The header menu of /datas/header-menu.json, in the current language. */
export function HeaderNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { data, isPending } = useStaticData('header-menu');
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const { pathname } = useLocation();
  const Wrapper = vertical ? Stack : Group;
  if (isPending) return <Skeleton height={28} width={vertical ? '100%' : 420} radius="xl" />;
  return (
    <nav aria-label={t('header.mainMenu')}>
      <Wrapper gap={vertical ? 4 : 2} wrap="nowrap">
        {(data ?? []).map((item) =>
          item.children?.length ? (
            <Suspense
              key={item.id}
              fallback={
                <UnstyledButton className={classes.navLink}>{item.label[lang]}</UnstyledButton>
              }
            >
              <SubMenu item={item} lang={lang} onNavigate={onNavigate} />
            </Suspense>
          ) : (
            <RouteLink
              key={item.id}
              href={item.path}
              className={classes.navLink}
              aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
              onNavigate={onNavigate}
            >
              {item.label[lang]}
            </RouteLink>
          ),
        )}
      </Wrapper>
    </nav>
  );
}

/** The entry of the current page or of a page under it ("/" only for itself). */
export function isCurrent(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
