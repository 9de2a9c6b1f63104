/**
 * The first administrator: from ADMIN_EMAIL / ADMIN_PASSWORD, or generated with a random password
 * that is printed once. Later starts leave existing administrators alone.
 */
import crypto from 'node:crypto';
import type { Database } from '../db/connect';
import { hashPassword } from './passwords';
import { clearAccount } from './rateLimit';
import { revokeUserSessions } from './sessions';

export interface AdminLogin {
  email: string;
  /** Only when it was created now (printed once); null when it already existed. */
  password: string | null;
  created: boolean;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export async function ensureAdmin(db: Database, email: string | null, password: string | null): Promise<AdminLogin> {
  const [existing] = await db.query<{ email: string }>(
    "SELECT email FROM users WHERE staff_role = 'administrador' AND NOT disabled ORDER BY iduser LIMIT 1",
  );
  if (existing) return { email: existing.email, password: null, created: false };
  const adminEmail = email ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = password ?? crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(adminPassword);
  await db.query(
    `INSERT INTO users (name, email, password_hash, staff_role, newsletter)
     VALUES ($1, $2, $3, 'administrador', false)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, staff_role = 'administrador', disabled = false`,
    ['Administrador', adminEmail, passwordHash],
  );
  return { email: adminEmail, password: adminPassword, created: true };
}

/**
 * Sets (or creates) an administrator's password, makes the account an enabled administrator (a
 * locked-out deployment gets one back), revokes its sessions and clears its failed logins.
 */
export async function resetAdminPassword(db: Database, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ iduser: number }>(
      `INSERT INTO users (name, email, password_hash, staff_role) VALUES ('Administrador', $1, $2, 'administrador')
       ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, staff_role = 'administrador', disabled = false
       RETURNING iduser`,
      [email, passwordHash],
    );
    await revokeUserSessions(tx, user.iduser);
    await clearAccount(tx, email);
  });
}
