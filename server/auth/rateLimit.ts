/**
 * Failed-login limits, counted in the database so every API instance shares them. An attempt first
 * reserves its place in each counter it falls under, in ONE statement, so parallel attempts get
 * distinct counts (40 at once for one account: 5 password checks, not 16), and is refused without
 * a password check when a counter is past its limit:
 * - account + address: 5 per 15 minutes. The owner's own allowance from their own address;
 * - address: 20 per 15 minutes over all accounts: one client trying many accounts;
 * - account: 50 per 24 hours from addresses the account has not logged in from in the last 30
 *   days: guessing spread over many addresses stays bounded, and since the owner's usual address
 *   is exempt from this budget, an attacker without the password cannot keep them out of it.
 * A successful login clears its account + address counter, gives back its reservation on the other
 * two and marks the address as known for the account. Keys: "pair:<e-mail>|<address>",
 * "ip:<address>", "email:<e-mail>", "known:<e-mail>|<address>" (addressKey.ts).
 */
import type { Queryable } from '../db/connect';
import { addressKey } from './addressKey';

export const LOGIN_LIMITS = {
  perAccountAddress: { max: 5, windowMinutes: 15 },
  perAddress: { max: 20, windowMinutes: 15 },
  perAccountFromNewAddresses: { max: 50, windowMinutes: 24 * 60 },
  knownAddressDays: 30,
};

export interface AttemptKeys {
  pair: string;
  address: string;
  account: string;
  known: string;
}

export function attemptKeys(email: string, ip: string): AttemptKeys {
  const account = email.trim().toLowerCase();
  const address = addressKey(ip);
  return {
    pair: `pair:${account}|${address}`,
    address: `ip:${address}`,
    account: `email:${account}`,
    known: `known:${account}|${address}`,
  };
}

/** Counts this attempt in its three counters and says whether it may check the password. */
export async function reserveAttempt(db: Queryable, keys: AttemptKeys): Promise<boolean> {
  const limits = [
    [keys.pair, LOGIN_LIMITS.perAccountAddress],
    [keys.address, LOGIN_LIMITS.perAddress],
    [keys.account, LOGIN_LIMITS.perAccountFromNewAddresses],
  ] as const;
  // Keys in one order for every statement: concurrent attempts lock their rows in the same order.
  const sorted = [...limits].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = await db.query<{ key: string; failures: number; known: boolean }>(
    `WITH input AS (SELECT * FROM unnest($1::text[], $2::int[]) AS t(key, mins)),
     counted AS (
       INSERT INTO login_attempts AS a (key, failures, window_start)
       SELECT key, 1, now() FROM input ORDER BY key
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN a.window_start > now() - make_interval(mins => (SELECT mins FROM input i WHERE i.key = a.key))
                         THEN a.failures + 1 ELSE 1 END,
         window_start = CASE WHEN a.window_start > now() - make_interval(mins => (SELECT mins FROM input i WHERE i.key = a.key))
                             THEN a.window_start ELSE now() END
       RETURNING a.key, a.failures)
     SELECT key, failures,
            EXISTS (SELECT 1 FROM login_attempts k WHERE k.key = $3 AND k.window_start > now() - make_interval(days => $4)) AS known
       FROM counted`,
    [sorted.map(([key]) => key), sorted.map(([, limit]) => limit.windowMinutes), keys.known, LOGIN_LIMITS.knownAddressDays],
  );
  const count = new Map(rows.map((row) => [row.key, Number(row.failures)]));
  const known = rows.some((row) => row.known);
  return limits.every(([key, limit]) => {
    if (key === keys.account && known) return true;
    return (count.get(key) ?? 0) <= limit.max;
  });
}

/** The password was right: clear the pair, give back the other reservations, remember the address. */
export async function loginSucceeded(db: Queryable, keys: AttemptKeys): Promise<void> {
  await db.query(
    `WITH cleared AS (DELETE FROM login_attempts WHERE key = $1),
          returned AS (UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = ANY($2::text[]))
     INSERT INTO login_attempts (key, failures, window_start) VALUES ($3, 0, now())
     ON CONFLICT (key) DO UPDATE SET window_start = now()`,
    [keys.pair, [keys.address, keys.account], keys.known],
  );
}

/** Forgets every counter and known address of an account (admin:reset). */
export async function clearAccount(db: Queryable, email: string): Promise<void> {
  const account = email.trim().toLowerCase();
  await db.query(`DELETE FROM login_attempts WHERE key = $1 OR left(key, length($2)) = $2 OR left(key, length($3)) = $3`, [
    `email:${account}`,
    `pair:${account}|`,
    `known:${account}|`,
  ]);
}

/** Drops counters whose window ended long ago and addresses no longer known (called now and then at login). */
export async function pruneLoginAttempts(db: Queryable): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE window_start < now() - make_interval(days => $1)', [LOGIN_LIMITS.knownAddressDays + 1]);
}
