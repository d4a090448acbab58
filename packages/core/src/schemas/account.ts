import { z } from 'zod';

const text = z.string().nullable();

/** The profile as GET profile answers it (SPEC section 3). */
export const ProfileSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  avatar: text,
  cover_img: text,
  email: z.string(),
  mobile_no: text,
  dob: text,
  status: z.string(),
  gender: text,
  address: text,
  desc: text,
  account_holder_name: text,
  bank_name: text,
  bank_account_no: text,
  ifsc_code: text,
  upi_id: text,
  swift_code: text,
  bank_address: text,
  visitor: z.object({
    company_name: text,
    company_contact_no: text,
    gst_no: text,
    vat_no: text,
    sdi: text,
    pec: text,
    company_address: text,
  }),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ success: z.literal(true), data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
