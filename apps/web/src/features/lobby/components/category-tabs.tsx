import { Chip, Group, ScrollArea, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useCategories } from '../api/get-categories.ts';

/** "All" plus the lobby's categories; each is a route (/slot/category/{id}). */
export function CategoryTabs({ lobby, current }: { lobby: Lobby; current: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useCategories(lobby);
  const value = current === undefined ? 'all' : String(current);
  const go = (next: string) =>
    void navigate(next === 'all' ? paths[lobby] : paths.lobbyCategory(lobby, next));
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Chip.Group multiple={false} value={value} onChange={go}>
        <Group
          gap="xs"
          wrap="nowrap"
          pb={4}
          data-testid="category-tabs"
          role="radiogroup"
          aria-label={t('lobby.categories')}
        >
          <Chip value="all" variant="filled" radius="xl">
            {t('lobby.all')}
          </Chip>
          {isPending ? <Skeleton height={30} width={320} radius="xl" /> : null}
          {(data ?? []).map((category) => (
            <Chip
              key={category.CategoryID}
              value={String(category.CategoryID)}
              variant="filled"
              radius="xl"
            >
              {category.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
