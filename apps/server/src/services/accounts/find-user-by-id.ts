import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './user-json';

export interface FindUserByIdOptions {
  db: Pick<Db, 'select'>;
  id: string;
}

/** The account with this id, if any. */
export async function findUserById({ db, id }: FindUserByIdOptions): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)))[0];
}
