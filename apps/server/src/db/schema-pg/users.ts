import { pgTables } from '../tables';

/** PostgreSQL build of db/tables/users.ts. */
export const { users, sessions, emailTokens, userProfiles, badges, userBadges } = pgTables;
