import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';

export interface CountAdminsOptions {
  db: Pick<Db, 'select'>;
}

/** Number of admin accounts. */
export async function countAdmins({ db }: CountAdminsOptions): Promise<number> {
  return Number((await db.select({ n: count() }).from(admins))[0]?.n ?? 0);
}
