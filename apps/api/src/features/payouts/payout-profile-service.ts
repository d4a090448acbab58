import { messages } from '@scrivania/core/messages.it';
import {
  type PayoutProfile,
  type PayoutProfileBody,
  type PayoutProfileField,
  payoutProfileFields,
} from '@scrivania/core/payouts/schemas';
import type { FastifyInstance } from 'fastify';
import { FieldErrors } from '../../plugins/errors.ts';
import { payoutIbanChange } from '../account/account-service.ts';
import {
  createPayoutProfileRepository,
  type PayoutProfileColumns,
  type PayoutProfileRow,
  profileColumns,
} from './payout-profile-repository.ts';

const COLUMN_OF: Record<PayoutProfileField, keyof PayoutProfileColumns> = {
  legal_type: 'legalType',
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  tax_code: 'taxCode',
  vat_number: 'vatNumber',
  birth_date: 'birthDate',
  address: 'address',
  zip: 'zip',
  city: 'city',
  province: 'province',
  country: 'country',
  iban: 'iban',
  account_holder: 'accountHolder',
};

export function toPayoutProfile(row: PayoutProfileRow): PayoutProfile {
  const profile = Object.fromEntries(
    payoutProfileFields.map((field) => [field, row[COLUMN_OF[field]]]),
  ) as Omit<PayoutProfile, 'updated_at'>;
  return { ...profile, updated_at: new Date(row.updatedAt).toISOString() };
}

/** The fields whose value `next` changes (all those it sets, for a first profile). */
function changedFields(current: PayoutProfileRow | null, next: PayoutProfileColumns): PayoutProfileField[] {
  return payoutProfileFields.filter((field) => {
    const column = COLUMN_OF[field];
    return (current?.[column] ?? null) !== next[column] && !(current === null && next[column] === null);
  });
}

/**
 * A host's payout profile (issue 31, section 2): what DAC7 asks of a seller and where payouts go. Each
 * change is kept with who made it, when and the fields' new values; a new IBAN needs the current
 * password (decision 075) and is mailed to the owner by its last four characters.
 */
export function createPayoutProfileService(app: FastifyInstance) {
  const repository = createPayoutProfileRepository(app.db);
  async function read(hostId: number) {
    const [row, history] = await Promise.all([repository.find(hostId), repository.history(hostId)]);
    return {
      profile: row ? toPayoutProfile(row) : null,
      complete: row !== null,
      history: history.map((change) => ({
        at: new Date(change.at).toISOString(),
        changed_by: change.changedBy,
        fields: change.fields.filter((field): field is PayoutProfileField =>
          (payoutProfileFields as readonly string[]).includes(field),
        ),
      })),
    };
  }
  return {
    read,

    async save(hostId: number, body: PayoutProfileBody, ip: string) {
      const next = profileColumns(body);
      // The password is checked before the transaction: its attempt counters are written outside it.
      const seen = await repository.find(hostId);
      const confirmed = seen?.iban !== next.iban;
      if (confirmed) await payoutIbanChange.confirm(app, hostId, body.current_password, ip);
      await app.db.transaction(async (tx) => {
        const current = await repository.find(hostId, tx);
        const fields = changedFields(current, next);
        if (fields.length === 0) return;
        // Another request changed the IBAN since it was read: this one was not confirmed for that.
        if (fields.includes('iban') && !confirmed)
          throw new FieldErrors({ current_password: messages.account.currentPassword.forBank });
        await repository.save(tx, hostId, next);
        await repository.recordChange(tx, {
          userId: hostId,
          changedBy: hostId,
          fields,
          values: Object.fromEntries(fields.map((field) => [field, next[COLUMN_OF[field]]])),
        });
        if (fields.includes('iban')) await payoutIbanChange.notify(app, tx, hostId, next.iban);
      });
      return read(hostId);
    },
  };
}
