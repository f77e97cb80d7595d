import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { json, serialPk, timestamp, uuidPk } from './columns';

export const admins = sqliteTable(
  'admins',
  {
    id: uuidPk(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [uniqueIndex('admins_username_unique').on(t.username)],
);

/** Bearer tokens for the admin API; only SHA-256 hashes stored. */
export const adminTokens = sqliteTable(
  'admin_tokens',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    lastUsedAt: timestamp('last_used_at'),
    revokedAt: timestamp('revoked_at'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [uniqueIndex('admin_tokens_hash_unique').on(t.tokenHash), index('admin_tokens_admin_idx').on(t.adminId)],
);

/** Every admin write: who, what, on which record, before and after. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: serialPk(),
    adminId: text('admin_id'),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: json('before'),
    after: json('after'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
