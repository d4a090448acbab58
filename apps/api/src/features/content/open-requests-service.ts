import type { Db } from '@scrivania/db/client';
import { contactInquiries } from '@scrivania/db/schema';
import { count, isNull } from 'drizzle-orm';

/** Contact requests nobody has handled yet, counted for the console's front page. */
export async function countOpenContactRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactInquiries)
    .where(isNull(contactInquiries.handledAt));
  return row?.n ?? 0;
}
