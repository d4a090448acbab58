import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { listingSuspensions, occupancies, propertyStatuses } from '../domain.ts';
import { hostCatalogMessages } from './host-messages.it.ts';

const m = hostCatalogMessages.admin;

const name = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong);
const title = z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.titleTooLong);
/** A stored image or icon's file name: letters, digits, dots, dashes and underscores, no folders. */
const fileName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, message);
const nonEmpty = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .partial()
    .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);

export const AdminCategoryBodySchema = z.object({
  name,
  title,
  occupancy: z.enum(occupancies, { error: m.occupancyInvalid }),
  hidden_from_menu: z.boolean().default(false),
  sort_order: z
    .number({ error: m.sortOrderInvalid })
    .int(m.sortOrderInvalid)
    .min(0, m.sortOrderInvalid)
    .max(10_000, m.sortOrderInvalid)
    .default(0),
});
export type AdminCategoryBody = z.infer<typeof AdminCategoryBodySchema>;
export const AdminCategoryPatchSchema = nonEmpty({
  name,
  title,
  occupancy: AdminCategoryBodySchema.shape.occupancy,
  hidden_from_menu: z.boolean(),
  sort_order: z
    .number({ error: m.sortOrderInvalid })
    .int(m.sortOrderInvalid)
    .min(0, m.sortOrderInvalid)
    .max(10_000, m.sortOrderInvalid),
});
export type AdminCategoryPatch = z.infer<typeof AdminCategoryPatchSchema>;
export const AdminCategorySchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  title: z.string(),
  occupancy: z.enum(occupancies),
  hidden_from_menu: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminCityBodySchema = z.object({
  name,
  title,
  photo: fileName(m.photoInvalid).nullable().default(null),
  popular: z.boolean().default(true),
});
export type AdminCityBody = z.infer<typeof AdminCityBodySchema>;
export const AdminCityPatchSchema = nonEmpty({
  name,
  title,
  photo: fileName(m.photoInvalid).nullable(),
  popular: z.boolean(),
});
export type AdminCityPatch = z.infer<typeof AdminCityPatchSchema>;
export const AdminCitySchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  title: z.string(),
  photo: z.string().nullable(),
  popular: z.boolean(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;

const price = z.number({ error: m.priceInvalid }).min(0, m.priceInvalid).max(100_000, m.priceInvalid);
export const AdminServiceBodySchema = z.object({
  name,
  desc: z.string().trim().max(2000, m.descTooLong).default(''),
  /** Euro; stored in cents. */
  price,
  icon: fileName(m.iconInvalid).nullable().default(null),
});
export type AdminServiceBody = z.infer<typeof AdminServiceBodySchema>;
export const AdminServicePatchSchema = nonEmpty({
  name,
  desc: z.string().trim().max(2000, m.descTooLong),
  price,
  icon: fileName(m.iconInvalid).nullable(),
});
export type AdminServicePatch = z.infer<typeof AdminServicePatchSchema>;
export const AdminServiceSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  price: z.number(),
  icon: z.string().nullable(),
});
export type AdminService = z.infer<typeof AdminServiceSchema>;

/** A page of categories, cities or services. */
export const AdminCataloguePageQuerySchema = z.object({ page: ConsolePageSchema });

/** The listings table's status filter: a listing's own status, or suspended whatever its status. */
export const adminListingStatusFilters = [...propertyStatuses, 'suspended'] as const;
export const AdminListingQuerySchema = z.object({
  q: z.string().trim().max(100, m.queryTooLong).optional(),
  status: z.enum(adminListingStatusFilters, { error: m.statusFilterInvalid }).optional(),
  page: ConsolePageSchema,
});
export type AdminListingQuery = z.infer<typeof AdminListingQuerySchema>;
export const AdminListingSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  status: z.enum(propertyStatuses),
  suspension: z.enum(listingSuspensions).nullable(),
  recommended: z.boolean(),
  host: z.object({ _id: z.number().int(), name: z.string(), email: z.string() }),
  city: z.string(),
  category: z.string(),
  created_at: z.string(),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;

const answer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
export const AdminCategoryListResponseSchema = answer(consolePageOf(AdminCategorySchema));
export const AdminCategoryResponseSchema = answer(AdminCategorySchema);
export const AdminCityListResponseSchema = answer(consolePageOf(AdminCitySchema));
export const AdminCityResponseSchema = answer(AdminCitySchema);
export const AdminServiceListResponseSchema = answer(consolePageOf(AdminServiceSchema));
export const AdminServiceResponseSchema = answer(AdminServiceSchema);
export const AdminListingListResponseSchema = answer(consolePageOf(AdminListingSchema));
export const AdminListingResponseSchema = answer(AdminListingSchema);
