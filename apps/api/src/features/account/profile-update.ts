import { type ProfileUpdate, ProfileUpdateSchema } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { ImageRejectedError, type ImageStorage } from '../../providers/image-storage.ts';
import { createAccountRepository } from './account-repository.ts';
import { bankDetailsChange, createBankDetailsGuard } from './bank-details.ts';
import { createEmailVerification } from './email-verification.ts';
import { createCurrentPasswordCheck } from './password-attempts.ts';

const IMAGE_FIELDS = { avatar: 'square', cover_img: 'wide' } as const;
type ImageField = keyof typeof IMAGE_FIELDS;
export const PROFILE_IMAGE_FIELDS = Object.keys(IMAGE_FIELDS) as ImageField[];

const IMAGE_MESSAGES: Record<ImageField, string> = {
  avatar: "L'avatar deve essere un'immagine (JPEG, PNG, WebP, GIF o AVIF) di al massimo 5 MB.",
  cover_img: "La copertina deve essere un'immagine (JPEG, PNG, WebP, GIF o AVIF) di al massimo 5 MB.",
};

function toColumns(update: ProfileUpdate) {
  return {
    name: update.name,
    mobileNo: update.mobile_no,
    dob: update.dob,
    gender: update.gender,
    address: update.address,
    desc: update.desc,
    accountHolderName: update.account_holder_name,
    bankName: update.bank_name,
    bankAccountNo: update.bank_account_no,
    ifscCode: update.ifsc_code,
    upiId: update.upi_id,
    swiftCode: update.swift_code,
    bankAddress: update.bank_address,
    iban: update.iban,
    companyName: update.company_name,
    companyContactNo: update.company_contact_no,
    gstNo: update.gst_no,
    vatNo: update.vat_no,
    sdi: update.sdi,
    pec: update.pec,
    companyAddress: update.company_address,
  };
}

/**
 * Updates the signed-in user's profile. Everything is checked before anything is written; new
 * images replace the old ones, which are removed only once the row points at the new files.
 * A different e-mail needs the current password and is only stored as pending: it replaces the
 * address when the link mailed to it is opened, and the old address is told. Different bank details
 * need it too, and the account is told of them (decision 075).
 */
export async function updateProfile(
  app: FastifyInstance,
  storage: ImageStorage,
  userId: number,
  request: FastifyRequest,
) {
  const { fields, files } = await readMultipartForm(request, PROFILE_IMAGE_FIELDS);
  const parsed = ProfileUpdateSchema.safeParse(fields);
  if (!parsed.success) throw FieldErrors.fromZod(parsed.error);
  const accounts = createAccountRepository(app.db);
  const current = await accounts.findById(userId);
  if (!current) throw new HttpError(401, messages.account.unauthenticated);
  const sameAddress = await accounts.findByEmail(parsed.data.email);
  if (sameAddress && sameAddress.id !== userId)
    throw new FieldErrors({ email: messages.account.visitor.emailTaken });
  const newEmail = sameAddress ? null : parsed.data.email;
  const verification = createEmailVerification(app);
  const columns = toColumns(parsed.data);
  const bank = createBankDetailsGuard(app);
  const bankChanged = bankDetailsChange(current, columns);
  // One password typed for both changes counts as one attempt.
  if (newEmail)
    await createCurrentPasswordCheck(app)(
      current,
      parsed.data.current_password,
      request.ip,
      messages.account.currentPassword.forEmail,
    );
  else if (bankChanged) await bank.confirm(current, parsed.data.current_password, request.ip);
  if (newEmail) await verification.countMail(userId);

  const stored: Partial<Record<ImageField, string>> = {};
  try {
    for (const field of Object.keys(files) as ImageField[]) {
      const data = files[field];
      if (data)
        stored[field] = await storage.store(
          data,
          `${field === 'avatar' ? 'avatar' : 'cover'}-${userId}`,
          IMAGE_FIELDS[field],
        );
    }
    // The change and the mails that report it are committed together.
    await app.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...columns,
          ...(newEmail ? { pendingEmail: newEmail } : {}),
          ...(stored.avatar ? { avatar: stored.avatar } : {}),
          ...(stored.cover_img ? { coverImg: stored.cover_img } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      if (newEmail) await verification.mailChange(tx, current, newEmail);
      if (bankChanged)
        await bank.notify(tx, current, { iban: columns.iban, bankAccountNo: columns.bankAccountNo });
    });
  } catch (error) {
    await Promise.all(Object.values(stored).map((name) => storage.remove(name)));
    if (error instanceof ImageRejectedError) {
      const field = (Object.keys(files) as ImageField[]).find((name) => !stored[name]) ?? 'avatar';
      throw new FieldErrors({ [field]: IMAGE_MESSAGES[field] });
    }
    throw error;
  }
  if (stored.avatar && current.avatar) await storage.remove(current.avatar);
  if (stored.cover_img && current.coverImg) await storage.remove(current.coverImg);
}
