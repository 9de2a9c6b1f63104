/**
 * Failed-login limits, counted in the database so every API instance shares them:
 * per account (e-mail) and per client address, within a sliding window.
 */
import type { Queryable } from '../db/connect';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
};

export function attemptKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `email:${email.trim().toLowerCase()}`, address: `ip:${ip}` };
}

/** True when either key has used up its failures within the window. */
export async function isLocked(db: Queryable, keys: { account: string; address: string }): Promise<boolean> {
  const rows = await db.query<{ key: string; failures: number }>(
    `SELECT key, failures FROM login_attempts
      WHERE key = ANY($1::text[]) AND window_start > now() - make_interval(mins => $2)`,
    [[keys.account, keys.address], LOGIN_LIMITS.windowMinutes],
  );
  return rows.some((row) =>
    row.key === keys.account ? row.failures >= LOGIN_LIMITS.perAccount : row.failures >= LOGIN_LIMITS.perAddress,
  );
}

export async function recordFailure(db: Queryable, keys: { account: string; address: string }): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (key, failures, window_start)
     SELECT k, 1, now() FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_attempts.window_start > now() - make_interval(mins => $2)
                       THEN login_attempts.failures + 1 ELSE 1 END,
       window_start = CASE WHEN login_attempts.window_start > now() - make_interval(mins => $2)
                       THEN login_attempts.window_start ELSE now() END`,
    [[keys.account, keys.address], LOGIN_LIMITS.windowMinutes],
  );
}

/** A successful login clears the account's counter (the address keeps its own). */
export async function clearFailures(db: Queryable, accountKey: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE key = $1', [accountKey]);
}
