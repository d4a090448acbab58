import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { propertyStatuses, registrationRoles, userRoles, userStatuses } from '../domain.ts';
import { accountMessages } from './messages.it.ts';

const m = accountMessages.admin;

/** The Utenti list: any part of a name or the beginning of an address, a role, a status, a page. */
export const AdminUserQuerySchema = z.object({
  q: z.string().trim().max(100, m.queryTooLong).optional(),
  role: z.enum(userRoles, { error: m.roleFilterInvalid }).optional(),
  status: z.enum(userStatuses, { error: m.statusFilterInvalid }).optional(),
  page: ConsolePageSchema,
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  created_at: z.string(),
  bookings_count: z.number().int(),
  listings_count: z.number().int(),
  /** Paid or unpaid bookings of their listings the host cancelled: each counts against them (decision 045). */
  host_cancellations_count: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserBookingSchema = z.object({
  _id: z.number().int(),
  booking_no: z.string(),
  status: z.string(),
  property_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  created_at: z.string(),
});

export const AdminUserListingSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  status: z.enum(propertyStatuses),
  suspension: z.string().nullable(),
});

export const AdminUserDetailSchema = AdminUserSchema.extend({
  username: z.string(),
  recent_bookings: z.array(AdminUserBookingSchema),
  listings: z.array(AdminUserListingSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** An operator changes visitors into hosts and back; an admin's role is not changed here. */
export const AdminUserRoleBodySchema = z.object({
  role: z.enum(registrationRoles, { error: m.roleInvalid }),
});
export type AdminUserRoleBody = z.infer<typeof AdminUserRoleBodySchema>;

export const AdminUserListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: consolePageOf(AdminUserSchema),
});
export const AdminUserDetailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminUserDetailSchema,
});
