import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { properties } from './schema.ts';

/**
 * The one rule of what the public sees: a published listing that neither the operator nor a block
 * of its host has suspended. Search, lists, the property page, availability, booking, reviews and
 * the chat's 'contact the host' all ask this, so a suspension takes a listing out of all of them.
 */
export function publiclyListed(): SQL {
  return and(eq(properties.status, 'published'), isNull(properties.suspension)) as SQL;
}
