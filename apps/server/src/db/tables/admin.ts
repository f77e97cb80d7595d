import type { Kit } from '../schema/columns';

export const adminsTable = (k: Kit) =>
  k.table(
    'admins',
    {
      id: k.uuidPk(),
      username: k.text('username').notNull(),
      passwordHash: k.text('password_hash').notNull(),
      ...k.createdUpdated(),
    },
    (t) => [k.uniqueIndex('admins_username_unique').on(t.username)],
  );

/** Bearer tokens for the admin API; only SHA-256 hashes stored. */
export const adminTokensTable = (k: Kit, admins: ReturnType<typeof adminsTable>) =>
  k.table(
    'admin_tokens',
    {
      id: k.uuidPk(),
      tokenHash: k.text('token_hash').notNull(),
      adminId: k
        .text('admin_id')
        .notNull()
        .references(() => admins.id, { onDelete: 'cascade' }),
      expiresAt: k.timestamp('expires_at').notNull(),
      lastUsedAt: k.timestamp('last_used_at'),
      revokedAt: k.timestamp('revoked_at'),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('admin_tokens_hash_unique').on(t.tokenHash), k.index('admin_tokens_admin_idx').on(t.adminId)],
  );

/** Every admin write: who, what, on which record, before and after. */
export const auditLogTable = (k: Kit) =>
  k.table(
    'audit_log',
    {
      id: k.serialPk(),
      adminId: k.text('admin_id'),
      adminUsername: k.text('admin_username').notNull(),
      action: k.text('action').notNull(),
      targetType: k.text('target_type').notNull(),
      targetId: k.text('target_id').notNull(),
      before: k.json('before'),
      after: k.json('after'),
      createdAt: k.timestamp('created_at').notNull(),
    },
    (t) => [k.index('audit_log_target_idx').on(t.targetType, t.targetId)],
  );
