import type { Lang } from '@lale/contract/languages';
import type { Category, Provider } from '@lale/contract/methods/casino';
import type { CategoryRow, ProviderRow } from './lobby.repository.ts';

export function presentCategory(row: CategoryRow, lang: Lang): Category {
  return { CategoryID: row.id, name: row.name[lang], slug: row.slug, items: row.items };
}

export function presentProvider(row: ProviderRow): Provider {
  return {
    providerID: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    items: row.items,
  };
}
