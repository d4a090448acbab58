import type { Db } from '@scrivania/db/client';
import { passwordResetTokens, users } from '@scrivania/db/schema';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

export function createAccountRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Which of the e-mail and the username are already taken, whatever their letter case. */
    async taken(email: string, username: string) {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          or(
            sql`lower(${users.email}) = lower(${email})`,
            sql`lower(${users.username}) = lower(${username})`,
          ),
        );
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      };
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row;
    },
    async iban(userId: number) {
      const [row] = await db.select({ iban: users.iban }).from(users).where(eq(users.id, userId));
      return row?.iban ?? null;
    },
    async setIban(userId: number, iban: string) {
      await db.update(users).set({ iban, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    async setPassword(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    /** Records that the owner proved the account's current address, keeping the first time. */
    async markVerified(userId: number) {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    /** The pending address becomes the account's own, verified by the link just opened. */
    async confirmPendingEmail(userId: number) {
      await db
        .update(users)
        .set({
          email: sql`${users.pendingEmail}`,
          pendingEmail: null,
          emailVerifiedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
    async insertResetToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },
    /** Marks an unused, unexpired reset token used and returns its user; single use under concurrency. */
    async consumeResetToken(tokenHash: string) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row;
    },
  };
}

/** A unique index refused the row (two accounts on one address); drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
