import { Skeleton, Stack, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@lale/contract/site';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '../../../shared/api/static-data.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { MoreButton, MoreLabel } from './nav-more-button.tsx';
import { useLinksThatFit } from './use-links-that-fit.ts';
import classes from './site-header.module.css';

/** Drop-down menus (and their positioning library) load only when the menu has one. */
const SubMenu = lazy(() => import('./header-sub-menu.tsx').then((m) => ({ default: m.SubMenu })));
const MoreMenu = lazy(() => import('./nav-more-menu.tsx').then((m) => ({ default: m.MoreMenu })));

/**
 * The header menu of /datas/header-menu.json, in the current language. In the header's row it
 * shows the entries that fit and puts the rest under "More"; the phone's drawer lists them all.
 */
export function HeaderNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { data, isPending } = useStaticData('header-menu');
  const { t } = useTranslation();
  if (isPending)
    return <Skeleton height={28} width="100%" maw={vertical ? undefined : 420} radius="xl" />;
  const items = data ?? [];
  return (
    <nav aria-label={t('header.mainMenu')}>
      {vertical ? (
        <Stack gap={4}>
          <Entries items={items} onNavigate={onNavigate} />
        </Stack>
      ) : (
        <FittedRow items={items} />
      )}
    </nav>
  );
}

/** One row: as many entries as its width holds, in order, then "More" with the others. */
function FittedRow({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const { pathname } = useLocation();
  const { rowRef, measureRef, shown } = useLinksThatFit(items.length);
  const hidden = items.slice(shown);
  const holdsCurrent = hidden.some((item) => isCurrent(item.path, pathname));
  const more = (
    <MoreButton label={t('header.more')} current={holdsCurrent} data-testid="header-nav-more" />
  );
  return (
    <div ref={rowRef} className={classes.navRow} data-testid="header-nav">
      <Entries items={items.slice(0, shown)} />
      {hidden.length ? (
        <Suspense fallback={more}>
          <MoreMenu items={hidden} lang={lang} target={more} />
        </Suspense>
      ) : null}
      {/* Every entry and the button at their natural widths, out of sight and reach: the row
          is measured from them, so it knows what fits before showing it. */}
      <div ref={measureRef} className={classes.navMeasure} aria-hidden="true" inert>
        {items.map((item) => (
          <span key={item.id} className={classes.navLink}>
            {item.label[lang]}
          </span>
        ))}
        <span className={`${classes.navLink} ${classes.moreButton}`}>
          <MoreLabel label={t('header.more')} />
        </span>
      </div>
    </div>
  );
}

function Entries({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const lang = useAppStore((state) => state.userLanguage);
  const { pathname } = useLocation();
  return items.map((item) =>
    item.children?.length ? (
      <Suspense
        key={item.id}
        fallback={<UnstyledButton className={classes.navLink}>{item.label[lang]}</UnstyledButton>}
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
  );
}

/** The entry of the current page or of a page under it ("/" only for itself). */
export function isCurrent(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
