import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { normalizeEmail, type UserRow } from './user-json';

export interface FindUserByEmailOptions {
  db: Pick<Db, 'select'>;
  email: string;
}

/** The account with this email (compared trimmed and lower-cased), if any. */
export async function findUserByEmail({ db, email }: FindUserByEmailOptions): Promise<UserRow | undefined> {
  return (
    await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
  )[0];
}
