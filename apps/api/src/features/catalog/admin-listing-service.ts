import type { AuditKind } from '@scrivania/core/audit/schemas';
import type { AdminListing, AdminListingQuery } from '@scrivania/core/catalog/admin-catalog-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { consolePage } from '../../lib/page-rows.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import { createAdminListingRepository } from './admin-listing-repository.ts';
import { announceCatalogueChange } from './public-change-service.ts';

/**
 * A blocked host's listings leave everything public in the block's own transaction (`tx`): each one
 * nobody had suspended gets the 'host_blocked' suspension. Answers the listings it changed.
 */
export function suspendListingsOfBlockedHost(tx: Db, hostId: number): Promise<number[]> {
  return createAdminListingRepository(tx).suspendOfHost(hostId);
}

/** On unblock, only the suspensions the block set are lifted; an operator's own suspension stays. */
export function restoreListingsOfUnblockedHost(tx: Db, hostId: number): Promise<number[]> {
  return createAdminListingRepository(tx).liftHostBlock(hostId);
}

/**
 * Tells every API process that listings changed, once the change has committed: each drops its
 * cached answers and re-reads availability, so public pages show the change at once.
 */
export async function announceListingChanges(app: FastifyInstance, ids: number[]): Promise<void> {
  const [first] = ids;
  if (first !== undefined) await announceCatalogueChange(app, first);
}

const m = messages.hostCatalog.admin;
export const ADMIN_LISTINGS_PAGE_SIZE = 50;

type ListingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminListingRepository>['one']>>>;
const toListing = (row: ListingRow): AdminListing => ({
  _id: row.id,
  name: row.name,
  status: row.status,
  suspension: row.suspension,
  recommended: row.recommended,
  host: { _id: row.hostId, name: row.hostName, email: row.hostEmail },
  city: row.city,
  category: row.category,
  created_at: row.createdAt.toISOString(),
});

type Locked = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminListingRepository>['lockOne']>>>;

/**
 * Any listing, as the operator sees it: unpublish (the 'operator' suspension, which the host cannot
 * lift), republish, recommend. Each change is audited in its transaction and then announced, so
 * public pages show it at once.
 */
export function createAdminListingService(db: Db, changed: (id: number) => Promise<void>) {
  async function detail(id: number) {
    const row = await createAdminListingRepository(db).one(id);
    if (!row) throw new HttpError(404, m.listingNotFound);
    return toListing(row);
  }

  async function change(
    actorId: number,
    id: number,
    kind: AuditKind,
    apply: (
      repository: ReturnType<typeof createAdminListingRepository>,
      row: Locked,
    ) => Promise<Partial<Locked>>,
  ) {
    await recordedChange(db, actorId, { kind, targetType: 'listing', targetId: id }, async (tx) => {
      const repository = createAdminListingRepository(tx);
      const row = await repository.lockOne(id);
      if (!row) throw new HttpError(404, m.listingNotFound);
      const after = await apply(repository, row);
      const before = Object.fromEntries(Object.keys(after).map((key) => [key, row[key as keyof Locked]]));
      return { before, after, result: undefined };
    });
    await changed(id);
    return detail(id);
  }

  return {
    async list(query: AdminListingQuery) {
      const { rows, hasMore } = await createAdminListingRepository(db).page(query, {
        limit: ADMIN_LISTINGS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_LISTINGS_PAGE_SIZE,
      });
      return consolePage(rows.map(toListing), hasMore, query.page, ADMIN_LISTINGS_PAGE_SIZE);
    },
    /** Out of everything public whatever its status; a host block's suspension becomes the operator's. */
    unpublish: (actorId: number, id: number) =>
      change(actorId, id, 'listing.unpublish', async (repository, row) => {
        if (row.suspension === 'operator') throw new HttpError(409, m.alreadySuspended);
        await repository.setSuspension(id, 'operator');
        return { suspension: 'operator' };
      }),
    /** Lifts the operator's suspension only; a blocked host's listing waits for the host's unblock. */
    republish: (actorId: number, id: number) =>
      change(actorId, id, 'listing.republish', async (repository, row) => {
        if (row.suspension === 'host_blocked') throw new HttpError(409, m.hostBlocked);
        if (row.suspension !== 'operator') throw new HttpError(409, m.notSuspendedByOperator);
        await repository.setSuspension(id, null);
        return { suspension: null };
      }),
    recommend: (actorId: number, id: number) =>
      change(actorId, id, 'listing.recommend', async (repository) => {
        await repository.setRecommended(id, true);
        return { recommended: true };
      }),
    unrecommend: (actorId: number, id: number) =>
      change(actorId, id, 'listing.unrecommend', async (repository) => {
        await repository.setRecommended(id, false);
        return { recommended: false };
      }),
  };
}
