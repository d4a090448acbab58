import type { AdminUserDetail, AdminUserQuery } from '@scrivania/core/account/admin-user-schemas';
import type { RegistrationRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { consolePage } from '../../lib/page-rows.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import {
  announceListingChanges,
  restoreListingsOfUnblockedHost,
  suspendListingsOfBlockedHost,
} from '../catalog/admin-listing-service.ts';
import { createAdminUserRepository } from './admin-user-repository.ts';
import { createSessionRepository } from './session-repository.ts';

const m = messages.account.admin;
export const ADMIN_USERS_PAGE_SIZE = 50;
const RECENT_BOOKINGS = 10;

/** The console's Utenti: search, detail, block and unblock, visitor ↔ host. */
export function createAdminUserService(app: FastifyInstance) {
  const db = app.db;
  const notFound = () => new HttpError(404, m.notFound);

  async function detail(id: number): Promise<AdminUserDetail> {
    const repository = createAdminUserRepository(db);
    const user = await repository.find(id);
    if (!user) throw notFound();
    const [recent, listings] = await Promise.all([
      repository.recentBookings(id, RECENT_BOOKINGS),
      repository.listings(id),
    ]);
    return {
      _id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      role: user.role,
      status: user.status,
      created_at: user.createdAt.toISOString(),
      bookings_count: Number(user.bookingsCount),
      listings_count: Number(user.listingsCount),
      host_cancellations_count: user.hostCancellationsCount,
      recent_bookings: recent.map((b) => ({
        _id: b.id,
        booking_no: b.bookingNo,
        status: b.status,
        property_name: b.propertyName,
        check_in: b.startDate,
        check_out: b.endDate,
        created_at: b.createdAt.toISOString(),
      })),
      listings: listings.map((l) => ({
        _id: l.id,
        name: l.name,
        status: l.status,
        suspension: l.suspension,
      })),
    };
  }

  return {
    async list(query: AdminUserQuery) {
      const { rows, hasMore } = await createAdminUserRepository(db).page(
        { q: query.q || undefined, role: query.role, status: query.status },
        { limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE },
      );
      return consolePage(
        rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          bookings_count: Number(row.bookingsCount),
          listings_count: Number(row.listingsCount),
          host_cancellations_count: row.hostCancellationsCount,
        })),
        hasMore,
        query.page,
        ADMIN_USERS_PAGE_SIZE,
      );
    },

    detail,

    /**
     * Blocks an account in one transaction with its audit record: the status, the end of every
     * session (an open tab is signed out at its next call) and the suspension of its listings.
     */
    async block(actorId: number, id: number) {
      if (actorId === id) throw new HttpError(409, m.blockSelf);
      const suspended = await recordedChange(
        db,
        actorId,
        { kind: 'user.block', targetType: 'user', targetId: id },
        async (tx) => {
          const repository = createAdminUserRepository(tx);
          const user = await repository.lock(id);
          if (!user) throw notFound();
          if (user.status === 'blocked') throw new HttpError(409, m.alreadyBlocked);
          if (user.role === 'admin' && (await repository.otherActiveAdmins(id)) === 0)
            throw new HttpError(409, m.blockLastAdmin);
          await repository.setStatus(id, 'blocked');
          await createSessionRepository(tx).revokeAllOf(id);
          const listingIds = await suspendListingsOfBlockedHost(tx, id);
          return {
            before: { status: user.status },
            after: { status: 'blocked', suspended_listings: listingIds },
            result: listingIds,
          };
        },
      );
      await announceListingChanges(app, suspended);
      return detail(id);
    },

    /** Restores the account and lifts only the suspensions its block set. */
    async unblock(actorId: number, id: number) {
      const restored = await recordedChange(
        db,
        actorId,
        { kind: 'user.unblock', targetType: 'user', targetId: id },
        async (tx) => {
          const repository = createAdminUserRepository(tx);
          const user = await repository.lock(id);
          if (!user) throw notFound();
          if (user.status !== 'blocked') throw new HttpError(409, m.notBlocked);
          await repository.setStatus(id, 'active');
          const listingIds = await restoreListingsOfUnblockedHost(tx, id);
          return {
            before: { status: user.status },
            after: { status: 'active', restored_listings: listingIds },
            result: listingIds,
          };
        },
      );
      await announceListingChanges(app, restored);
      return detail(id);
    },

    /** Visitor ↔ host; an admin's role is not changed from the console. */
    async setRole(actorId: number, id: number, role: RegistrationRole) {
      await recordedChange(
        db,
        actorId,
        { kind: 'user.role', targetType: 'user', targetId: id },
        async (tx) => {
          const repository = createAdminUserRepository(tx);
          const user = await repository.lock(id);
          if (!user) throw notFound();
          if (user.role === 'admin') throw new HttpError(409, m.roleOfAdmin);
          await repository.setRole(id, role);
          return { before: { role: user.role }, after: { role }, result: undefined };
        },
      );
      return detail(id);
    },
  };
}
