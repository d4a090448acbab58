import {
  type AdminPageKey,
  type AdminSeo,
  AdminSeoBodySchema,
  type AdminSeoPatch,
  adminPageSchemas,
  isAdminPageKey,
  isRichTextField,
} from '@scrivania/core/content/admin-content-schemas';
import { SEO_PAGES, type SeoPage } from '@scrivania/core/content/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import type { z } from 'zod';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import { createAdminPageRepository } from './admin-page-repository.ts';
import { toAbout, toBecomeHost, toFooter, toPageSection } from './content-mappers.ts';
import { createContentRepository } from './content-repository.ts';
import { createHelpCenterRepository } from './help-center-repository.ts';

const m = messages.content.admin;

type PageValues = Record<string, string | number | null>;

interface PageStore {
  read(db: Db): Promise<PageValues | undefined>;
  /** Merges `patch` into the page, holds the result to the page's schema and writes it. */
  update(tx: Db, patch: Record<string, unknown>): Promise<{ before: PageValues | null; after: PageValues }>;
}

const pick = (values: PageValues | undefined, keys: string[]): PageValues | null =>
  values ? Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) : null;

/** Rich text cleaned by the display's rules before anything else sees it. */
const cleaned = (patch: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      isRichTextField(key) && typeof value === 'string' ? sanitizeRichText(value) : value,
    ]),
  );

function storeOf<S extends z.ZodObject>(
  schema: S,
  read: (db: Db) => Promise<PageValues | undefined>,
  write: (db: Db, values: z.output<S>) => Promise<void>,
): PageStore {
  return {
    read,
    async update(tx, patch) {
      const foreign = Object.keys(patch).filter((key) => !Object.hasOwn(schema.shape, key));
      if (foreign.length > 0) {
        throw new FieldErrors(Object.fromEntries(foreign.map((key) => [key, m.pageFieldUnknown])));
      }
      const before = await read(tx);
      // A page never written takes the whole patch as its first version, so it must be complete.
      const parsed = schema.safeParse({ ...before, ...cleaned(patch) });
      if (!parsed.success) throw FieldErrors.fromZod(parsed.error);
      await write(tx, parsed.data);
      const after = await read(tx);
      if (!after) throw new Error('a written page reads back as missing');
      return { before: before ?? null, after };
    },
  };
}

function sectionStore(n: number): PageStore {
  return storeOf(
    adminPageSchemas['section-1'],
    async (db) => {
      const row = await createContentRepository(db).findSection(n);
      if (!row) return undefined;
      const { id: _id, ...values } = toPageSection(row);
      return values;
    },
    (db, values) => createAdminPageRepository(db).writeSection(n, values),
  );
}

function legalStore(kind: 'privacy' | 'terms'): PageStore {
  return storeOf(
    adminPageSchemas[kind],
    async (db) => {
      const row = await createContentRepository(db).findLegalPage(kind);
      return row && { description: row.description };
    },
    (db, values) => createAdminPageRepository(db).writeLegal(kind, values),
  );
}

/** Where each page the console edits is read and written: the rows its public route answers from. */
const stores: Record<AdminPageKey, PageStore> = {
  about: storeOf(
    adminPageSchemas.about,
    async (db) => {
      const row = await createContentRepository(db).findAbout();
      return row && toAbout(row);
    },
    (db, values) => createAdminPageRepository(db).writeAbout(values),
  ),
  'become-host': storeOf(
    adminPageSchemas['become-host'],
    async (db) => {
      const row = await createContentRepository(db).findBecomeHost();
      return row && toBecomeHost(row);
    },
    (db, values) => createAdminPageRepository(db).writeBecomeHost(values),
  ),
  privacy: legalStore('privacy'),
  terms: legalStore('terms'),
  footer: storeOf(
    adminPageSchemas.footer,
    async (db) => {
      const row = await createContentRepository(db).findFooter();
      if (!row) return undefined;
      const { id: _id, ...values } = toFooter(row);
      return values;
    },
    (db, values) => createAdminPageRepository(db).writeFooter(values),
  ),
  'help-center': storeOf(
    adminPageSchemas['help-center'],
    async (db) => {
      const row = await createHelpCenterRepository(db).findHeading();
      return row && { heading: row.heading, sub_heading: row.subHeading };
    },
    (db, values) => createAdminPageRepository(db).writeHelpCenterHeading(values),
  ),
  'section-1': sectionStore(1),
  'section-2': sectionStore(2),
  'section-3': sectionStore(3),
  'section-4': sectionStore(4),
  'section-5': sectionStore(5),
  'section-6': sectionStore(6),
  'section-7': sectionStore(7),
  'section-8': sectionStore(8),
};

function storeFor(key: string): PageStore {
  if (!isAdminPageKey(key)) throw new HttpError(404, m.pageNotFound);
  return stores[key];
}

function seoPageOf(page: string): SeoPage {
  const known = SEO_PAGES.find((candidate) => candidate === page);
  if (!known) throw new HttpError(404, m.seoPageNotFound);
  return known;
}

/**
 * The console's pages and SEO texts: each change in one transaction with its audit record (only the
 * fields it touched, before → after), then `announce` has every process draw its pages afresh.
 */
export function createAdminPageService(db: Db, announce: (what: string) => Promise<void>) {
  return {
    read: async (key: string) => (await storeFor(key).read(db)) ?? null,

    async update(actorId: number, key: string, patch: Record<string, unknown>): Promise<PageValues> {
      const store = storeFor(key);
      const touched = Object.keys(patch);
      const after = await recordedChange(
        db,
        actorId,
        { kind: 'page.update', targetType: 'page', targetId: key },
        async (tx) => {
          const change = await store.update(tx, patch);
          return {
            before: pick(change.before ?? undefined, touched),
            after: pick(change.after, touched),
            result: change.after,
          };
        },
      );
      await announce(`page:${key}`);
      return after;
    },

    /** Every page of the SEO call, in its order; a page never written has empty texts. */
    async listSeo(): Promise<AdminSeo[]> {
      const rows = new Map((await createAdminPageRepository(db).listSeo()).map((row) => [row.page, row]));
      return SEO_PAGES.map((page) => {
        const row = rows.get(page);
        return {
          page,
          page_title: row?.pageTitle ?? '',
          meta_desc: row?.metaDesc ?? '',
          keywords: row?.keywords ?? '',
        };
      });
    },

    async updateSeo(actorId: number, pageName: string, patch: AdminSeoPatch): Promise<AdminSeo> {
      const page = seoPageOf(pageName);
      const touched = Object.keys(patch);
      const result = await recordedChange(
        db,
        actorId,
        { kind: 'seo.update', targetType: 'seo', targetId: page },
        async (tx) => {
          const row = await createContentRepository(tx).findSeo(page);
          const before = row && {
            page_title: row.pageTitle,
            meta_desc: row.metaDesc,
            keywords: row.keywords,
          };
          const parsed = AdminSeoBodySchema.safeParse({ ...before, ...patch });
          if (!parsed.success) throw FieldErrors.fromZod(parsed.error);
          await createAdminPageRepository(tx).writeSeo(page, parsed.data);
          return { before: pick(before, touched), after: pick(parsed.data, touched), result: parsed.data };
        },
      );
      await announce(`seo:${page}`);
      return { page, ...result };
    },
  };
}
