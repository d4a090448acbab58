import type { Profile } from '@scrivania/core/account/schemas';
import type { users } from '@scrivania/db/schema';

type UserRow = typeof users.$inferSelect;

/** The profile as the browser sees it: never the password hash or internal columns. */
export function toProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name,
    avatar: user.avatar,
    cover_img: user.coverImg,
    email: user.email,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    has_password: user.passwordHash !== null,
    mobile_no: user.mobileNo,
    dob: user.dob,
    status: user.status,
    gender: user.gender,
    address: user.address,
    desc: user.desc,
    account_holder_name: user.accountHolderName,
    bank_name: user.bankName,
    bank_account_no: user.bankAccountNo,
    ifsc_code: user.ifscCode,
    upi_id: user.upiId,
    swift_code: user.swiftCode,
    bank_address: user.bankAddress,
    iban: user.iban,
    visitor: {
      company_name: user.companyName,
      company_contact_no: user.companyContactNo,
      gst_no: user.gstNo,
      vat_no: user.vatNo,
      sdi: user.sdi,
      pec: user.pec,
      company_address: user.companyAddress,
    },
  };
}
