import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import type { users } from '@scrivania/db/schema';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { bankDetailsChangedMail } from './account-mails.ts';
import { createCurrentPasswordCheck } from './password-attempts.ts';

/** The columns that say where a user's money goes: the refunds' IBAN and the host's payout account. */
const BANK_COLUMNS = [
  'iban',
  'accountHolderName',
  'bankName',
  'bankAccountNo',
  'ifscCode',
  'upiId',
  'swiftCode',
  'bankAddress',
] as const;
type BankColumn = (typeof BANK_COLUMNS)[number];
type Account = Pick<typeof users.$inferSelect, BankColumn | 'id' | 'name' | 'email' | 'passwordHash'>;

/** Whether `next` changes any bank column of `current` (an empty value and none are the same). */
export function bankDetailsChange(current: Account, next: Partial<Record<BankColumn, string | null>>) {
  return BANK_COLUMNS.some(
    (column) => column in next && (next[column] ?? null) !== (current[column] ?? null),
  );
}

/**
 * Whoever changes where an account's money goes could take it (decision 075): a session alone (a
 * borrowed device, a stolen token) is not enough. The change needs the current password, counted
 * against the login limits like every typed password, and the owner is mailed that it happened.
 */
export function createBankDetailsGuard(app: FastifyInstance) {
  const check = createCurrentPasswordCheck(app);
  return {
    confirm: (account: Account, password: string | undefined, ip: string) =>
      check(account, password, ip, messages.account.currentPassword.forBank),
    /** Queued in `tx`, the transaction that stores the change: the mail names only the end of the new numbers. */
    notify: (tx: Db, account: Account, now: { iban: string | null; bankAccountNo: string | null }) =>
      queueMail(app, tx, bankDetailsChangedMail(account, now, app.config.publicUrl)),
  };
}
