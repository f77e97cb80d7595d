import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pgColumns } from '../schema/columns';

const { json, serialPk, timestamp, uuidPk } = pgColumns;

/** PostgreSQL twin of schema/admin.ts. */
export const admins = pgTable(
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

export const adminTokens = pgTable(
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

export const auditLog = pgTable(
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
