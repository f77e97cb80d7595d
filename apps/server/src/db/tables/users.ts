import type { Kit } from '../schema/columns';

export const usersTable = (k: Kit) =>
  k.table(
    'users',
    {
      id: k.uuidPk(),
      /** Stored lower-cased and trimmed: one account per address. */
      email: k.text('email').notNull(),
      passwordHash: k.text('password_hash'),
      firstName: k.text('first_name').notNull(),
      lastName: k.text('last_name').notNull(),
      profileImageUrl: k.text('profile_image_url'),
      userType: k
        .text('user_type', { enum: ['individual', 'agency'] })
        .notNull()
        .default('individual'),
      agencyName: k.text('agency_name'),
      googleId: k.text('google_id'),
      isEmailVerified: k.bool('is_email_verified').notNull().default(false),
      pricingTier: k.text('pricing_tier').notNull().default('standard'),
      ...k.createdUpdated(),
    },
    (t) => [k.uniqueIndex('users_email_unique').on(t.email), k.uniqueIndex('users_google_id_unique').on(t.googleId)],
  );

type Users = ReturnType<typeof usersTable>;

/** Lucia's design: the cookie holds a random token, the table only its SHA-256 (the id). */
export const sessionsTable = (k: Kit, users: Users) =>
  k.table(
    'sessions',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** Idle expiry, slid forward on use. */
      expiresAt: k.timestamp('expires_at').notNull(),
      /** Absolute maximum, never extended. */
      absoluteExpiresAt: k.timestamp('absolute_expires_at').notNull(),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('sessions_user_id_idx').on(t.userId)],
  );

/** Single-purpose email tokens (verification 24 h, reset 1 h, tracking link 30 min); only hashes stored. */
export const emailTokensTable = (k: Kit, users: Users) =>
  k.table(
    'email_tokens',
    {
      id: k.text('id').primaryKey(),
      tokenHash: k.text('token_hash').notNull(),
      purpose: k.text('purpose', { enum: ['verify_email', 'reset_password', 'track_orders'] }).notNull(),
      userId: k.text('user_id').references(() => users.id, { onDelete: 'cascade' }),
      email: k.text('email').notNull(),
      expiresAt: k.timestamp('expires_at').notNull(),
      usedAt: k.timestamp('used_at'),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('email_tokens_hash_unique').on(t.tokenHash), k.index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
  );

export const userProfilesTable = (k: Kit, users: Users) =>
  k.table(
    'user_profiles',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      agencyName: k.text('agency_name'),
      email: k.text('email').notNull(),
      totalBookings: k.integer('total_bookings').notNull().default(0),
      confirmedBookings: k.integer('confirmed_bookings').notNull().default(0),
      totalSpent: k.integer('total_spent').notNull().default(0),
      joinedAt: k.timestamp('joined_at').notNull(),
      lastActive: k.timestamp('last_active').notNull(),
    },
    (t) => [k.uniqueIndex('user_profiles_user_id_unique').on(t.userId), k.uniqueIndex('user_profiles_agency_name_unique').on(t.agencyName)],
  );

/** Badges are data (seeded by a migration): `category` names the counter `threshold` applies to. */
export const badgesTable = (k: Kit) =>
  k.table(
    'badges',
    {
      id: k.text('id').primaryKey(),
      name: k.text('name').notNull(),
      description: k.text('description'),
      icon: k.text('icon'),
      category: k.text('category'),
      threshold: k.integer('threshold'),
      isActive: k.bool('is_active').notNull().default(true),
      createdAt: k.timestamp('created_at').notNull().default(k.isoNow),
    },
    (t) => [k.uniqueIndex('badges_name_unique').on(t.name)],
  );

export const userBadgesTable = (k: Kit, users: Users, badges: ReturnType<typeof badgesTable>) =>
  k.table(
    'user_badges',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      badgeId: k
        .text('badge_id')
        .notNull()
        .references(() => badges.id, { onDelete: 'cascade' }),
      earnedAt: k.timestamp('earned_at').notNull(),
      isDisplayed: k.bool('is_displayed').notNull().default(true),
    },
    // A badge is earned once.
    (t) => [k.uniqueIndex('user_badges_user_badge_unique').on(t.userId, t.badgeId)],
  );
