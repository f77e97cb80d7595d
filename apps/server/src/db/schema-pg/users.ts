import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { bool, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/users.ts: same names, same row shapes (see the comments there). */
export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    userType: text('user_type', { enum: ['individual', 'agency'] }).notNull().default('individual'),
    agencyName: text('agency_name'),
    googleId: text('google_id'),
    isEmailVerified: bool('is_email_verified').notNull().default(false),
    pricingTier: text('pricing_tier').notNull().default('standard'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_google_id_unique').on(t.googleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'track_orders'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyName: text('agency_name'),
    email: text('email').notNull(),
    totalBookings: integer('total_bookings').notNull().default(0),
    confirmedBookings: integer('confirmed_bookings').notNull().default(0),
    totalSpent: integer('total_spent').notNull().default(0),
    joinedAt: timestamp('joined_at').notNull(),
    lastActive: timestamp('last_active').notNull(),
  },
  (t) => [uniqueIndex('user_profiles_user_id_unique').on(t.userId), uniqueIndex('user_profiles_agency_name_unique').on(t.agencyName)],
);

export const badges = pgTable(
  'badges',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    category: text('category'),
    threshold: integer('threshold'),
    isActive: bool('is_active').notNull().default(true),
    // The same ISO 8601 text SQLite's strftime default writes.
    createdAt: timestamp('created_at')
      .notNull()
      .default(sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`),
  },
  (t) => [uniqueIndex('badges_name_unique').on(t.name)],
);

export const userBadges = pgTable(
  'user_badges',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: timestamp('earned_at').notNull(),
    isDisplayed: bool('is_displayed').notNull().default(true),
  },
  (t) => [uniqueIndex('user_badges_user_badge_unique').on(t.userId, t.badgeId)],
);
