import type { CmsMenuPayload, CmsMenusView } from '@lale/contract/backoffice-cms';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staticDocuments } from '../../../db/schema.ts';
import { forgetStaticDocument } from '../static-documents.cache.ts';

const MENUS = ['header-menu', 'footer-menu'] as const;

/** The header and footer menus, served as /datas/header-menu.json and footer-menu.json. */
export const menusEditor = {
  async read(db: Db): Promise<CmsMenusView> {
    const rows = await db
      .select()
      .from(staticDocuments)
      .where(inArray(staticDocuments.name, [...MENUS]));
    const body = (name: string) => rows.find((row) => row.name === name)?.body ?? [];
    return {
      'header-menu': body('header-menu') as CmsMenusView['header-menu'],
      'footer-menu': body('footer-menu') as CmsMenusView['footer-menu'],
    };
  },

  /** Replaces one menu whole; the site reads it at once (this process forgets its copy). */
  async save(db: Db, input: CmsMenuPayload, now: Date): Promise<CmsMenusView> {
    await db
      .insert(staticDocuments)
      .values({ name: input.name, body: input.body, updatedAt: now })
      .onConflictDoUpdate({
        target: staticDocuments.name,
        set: { body: input.body, updatedAt: now },
      });
    forgetStaticDocument(db, input.name);
    return menusEditor.read(db);
  },
};
