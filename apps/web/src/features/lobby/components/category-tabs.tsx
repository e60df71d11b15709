import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { RouteLink } from '../../../shared/ui/route-link.tsx';
import { useCategories } from '../api/get-categories.ts';
import classes from './category-tabs.module.css';

/** "All" plus the lobby's categories; each is a page of its own (/slot/category/{id}). */
export function CategoryTabs({ lobby, current }: { lobby: Lobby; current: number | undefined }) {
  const { t } = useTranslation();
  const { data, isPending } = useCategories(lobby);
  const tabs = [
    { id: 'all', href: paths[lobby], label: t('lobby.all'), active: current === undefined },
    ...(data ?? []).map((category) => ({
      id: String(category.CategoryID),
      href: paths.lobbyCategory(lobby, category.CategoryID),
      label: category.name,
      active: category.CategoryID === current,
    })),
  ];
  return (
    <nav aria-label={t('lobby.categories')}>
      <ul className={classes.tabs} data-testid="category-tabs">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <RouteLink
              href={tab.href}
              className={classes.tab}
              aria-current={tab.active ? 'page' : undefined}
              data-testid={`category-${tab.id}`}
            >
              {tab.label}
            </RouteLink>
          </li>
        ))}
        {isPending ? (
          <li>
            <Skeleton height={32} width={320} radius="xl" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
