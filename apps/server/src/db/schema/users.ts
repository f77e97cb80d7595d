import { sqliteTables } from '../tables';

/** SQLite build of db/tables/users.ts. */
export const { users, sessions, emailTokens, userProfiles, badges, userBadges } = sqliteTables;
