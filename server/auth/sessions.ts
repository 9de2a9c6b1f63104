/** Sessions in the database: created at login, looked up on every request, revoked at logout. */
import type { Queryable } from '../db/connect';
import type { StaffRole } from '../../domain/roles';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  iduser: number;
  name: string;
  email: string;
  avatar: string | null;
  role: StaffRole;
}

export interface ActiveSession {
  token: string;
  tokenHash: string;
  expires: string;
  user: SessionUser;
}

export async function createSession(db: Queryable, user: SessionUser, hours: number): Promise<ActiveSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const [row] = await db.query<{ expires: string }>(
    `INSERT INTO sessions (token_hash, iduser, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at AS expires`,
    [tokenHash, user.iduser, hours],
  );
  return { token, tokenHash, expires: row.expires, user };
}

/**
 * The live session of a token: not revoked, not expired, and its user still a staff account that is
 * not disabled, with the role it has now (a change of role applies to the next request).
 */
export async function findSession(db: Queryable, token: string): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<SessionUser & { expires: string }>(
    `SELECT u.iduser, u.name, u.email, u.avatar, u.staff_role AS role, s.expires_at AS expires
       FROM sessions s JOIN users u ON u.iduser = s.iduser
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.staff_role IS NOT NULL AND NOT u.disabled`,
    [tokenHash],
  );
  if (!row) return null;
  const { expires, ...user } = row;
  return { token, tokenHash, expires, user };
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Ends every open session of a user (an account disabled, a password reset). */
export async function revokeUserSessions(db: Queryable, iduser: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE iduser = $1 AND revoked_at IS NULL', [iduser]);
}

/** Drops sessions that ended more than a day ago (called now and then at login). */
export async function pruneSessions(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`);
}
