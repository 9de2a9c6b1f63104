/**
 * Directory users of the demo: 120+ of each registration type (Facebook, Google, password), some with
 * two of them. Every password user shares ONE argon2id hash of DEMO_PASSWORD, computed once per seed
 * with the auth module's hashPassword.
 * Nobody here is an administrator: administrators are created by the auth module.
 */
import { hashPassword } from '../../auth/passwords';
import type { Queryable } from '../connect';
import { iso, type DemoClock } from './dates';
import { FIRST_NAMES, SURNAMES } from './names';
import type { Rng } from './random';
import { slugify } from './slug';
import { insertRows } from './sql';

export const DEMO_PASSWORD = 'demo-lugares-2026';
export const STAFF_EMAIL = 'equipo.contenidos@example.com';

export interface DemoUser {
  iduser: number;
  registered: number;
}

type Kind = 'facebook' | 'google' | 'password' | 'facebook+google' | 'password+google' | 'password+facebook';
const KINDS: [Kind, number][] = [
  ['facebook', 125],
  ['google', 125],
  ['password', 125],
  ['facebook+google', 20],
  ['password+google', 15],
  ['password+facebook', 10],
];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
const AVATAR_MARK = '#avatar';

const digits = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => rng.int(i === 0 ? 1 : 0, 9)).join('');

/** With the auth module's own argon2id parameters, so these users can log in like any other. */
export function demoPasswordHash(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

export async function insertUsers(q: Queryable, rng: Rng, clock: DemoClock, passwordHash: string): Promise<DemoUser[]> {
  const kinds = rng.sample(
    KINDS.flatMap(([kind, n]) => Array<Kind>(n).fill(kind)),
    Number.MAX_SAFE_INTEGER,
  );
  const rows = kinds.map((kind, i) => {
    const region = rng.weighted([
      ['gl', 45],
      ['es', 35],
      ['pt', 20],
    ] as const);
    const first = rng.pick(FIRST_NAMES[region]);
    const surname = rng.pick(SURNAMES[region]);
    const second = region === 'pt' ? '' : ` ${rng.pick(SURNAMES[region])}`;
    const social = kind !== 'password';
    const registered = clock.created();
    const connected = rng.chance(0.9) ? iso(clock.after(registered, 0.35)) : null;
    return [
      `${first} ${surname}${second}`,
      `${slugify(first)}.${slugify(surname)}${i + 1}@${rng.pick(DOMAINS)}`,
      kind.startsWith('password') ? passwordHash : null,
      kind.includes('facebook') ? digits(rng, 16) : null,
      kind.includes('google') ? digits(rng, 21) : null,
      rng.chance(0.4),
      rng.chance(social ? 0.75 : 0.3) ? AVATAR_MARK : null,
      iso(registered),
      connected,
    ];
  });
  const inserted = await insertRows<{ iduser: number; registration_date: string }>(
    q,
    'users',
    ['name', 'email', 'password_hash', 'facebookid', 'googleid', 'newsletter', 'avatar', 'registration_date', 'last_connection'],
    rows,
    { conflict: 'ON CONFLICT DO NOTHING', returning: 'iduser, registration_date' },
  );
  // Avatars are keyed by the id the database just gave.
  await q.query(`UPDATE users SET avatar = '/media/avatars/' || iduser || '_1280.jpg' WHERE avatar = $1`, [AVATAR_MARK]);
  return inserted.map((u) => ({ iduser: Number(u.iduser), registered: Date.parse(u.registration_date) }));
}

/** Who answers services and adds places for the staff: the first administrator, else a demo staff user. */
export async function staffUser(q: Queryable, passwordHash: string): Promise<number> {
  const [admin] = await q.query<{ iduser: number }>('SELECT iduser FROM users WHERE staff_role IS NOT NULL ORDER BY iduser LIMIT 1');
  if (admin) return Number(admin.iduser);
  const [existing] = await q.query<{ iduser: number }>('SELECT iduser FROM users WHERE lower(email) = $1', [STAFF_EMAIL]);
  if (existing) return Number(existing.iduser);
  const [created] = await q.query<{ iduser: number }>(
    `INSERT INTO users (name, email, password_hash, registration_date, last_connection)
     VALUES ('Equipo de contenidos', $1, $2, $3, $3) RETURNING iduser`,
    [STAFF_EMAIL, passwordHash, iso(Date.parse('2024-10-01T09:00:00Z'))],
  );
  return Number(created.iduser);
}
