import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import { normalizeUsername } from './admin-credentials';

export interface FindAdminByUsernameOptions {
  db: Pick<Db, 'select'>;
  username: string;
}

/** The admin with this username (compared case-insensitively), or undefined. */
export async function findAdminByUsername({ db, username }: FindAdminByUsernameOptions): Promise<typeof admins.$inferSelect | undefined> {
  return (
    await db
      .select()
      .from(admins)
      .where(eq(admins.username, normalizeUsername(username)))
  )[0];
}
