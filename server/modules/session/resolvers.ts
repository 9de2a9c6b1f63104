/** login, logout, me (API.md "Session"). */
import type { ApiModule } from '../../graphql/module';
import type { RequestContext } from '../../graphql/context';
import { badInput, tooManyRequests } from '../../graphql/errors';
import { verifyPassword } from '../../auth/passwords';
import { createSession, pruneSessions, revokeSession, type ActiveSession, type SessionUser } from '../../auth/sessions';
import { attemptKeys, loginSucceeded, pruneLoginAttempts, reserveAttempt } from '../../auth/rateLimit';
import { typeDefs } from './schema';

const MAX_EMAIL = 320;
const MAX_PASSWORD = 1024;

function toSession(s: ActiveSession) {
  return {
    token: s.token,
    iduser: s.user.iduser,
    name: s.user.name || s.user.email,
    email: s.user.email,
    avatar: s.user.avatar,
    role: s.user.role,
    expires: s.expires,
  };
}

async function login(_: unknown, args: { user: string; pass: string }, ctx: RequestContext) {
  const email = args.user.trim();
  if (email.length > MAX_EMAIL) throw badInput('user', `Correo electrónico demasiado largo (máximo ${MAX_EMAIL})`);
  if (args.pass.length > MAX_PASSWORD) throw badInput('pass', `Contraseña demasiado larga (máximo ${MAX_PASSWORD})`);
  const keys = attemptKeys(email, ctx.ip);
  if (!(await reserveAttempt(ctx.db, keys))) {
    throw tooManyRequests('Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.');
  }
  // Only staff accounts that are not disabled sign in (domain/roles.ts).
  const [user] = await ctx.db.query<SessionUser & { password_hash: string | null }>(
    `SELECT iduser, name, email, avatar, staff_role AS role, password_hash FROM users
      WHERE lower(email) = lower($1) AND staff_role IS NOT NULL AND NOT disabled`,
    [email],
  );
  const ok = await verifyPassword(user?.password_hash, args.pass);
  // A failure stays counted (reserveAttempt counted it before the check).
  if (!user || !ok) return null;
  await loginSucceeded(ctx.db, keys);
  const session = await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET last_connection = now() WHERE iduser = $1', [user.iduser]);
    return createSession(
      tx,
      { iduser: user.iduser, name: user.name, email: user.email, avatar: user.avatar, role: user.role },
      ctx.config.sessionHours,
    );
  });
  if (Math.random() < 0.05) {
    await pruneSessions(ctx.db);
    await pruneLoginAttempts(ctx.db);
  }
  return toSession(session);
}

export const sessionModule: ApiModule = {
  name: 'session',
  typeDefs,
  access: { login: 'public', me: 'staff', logout: 'staff' },
  resolvers: {
    Query: {
      me: (_p, _a, ctx) => toSession(ctx.session!),
    },
    Mutation: {
      login,
      logout: async (_p, _a, ctx) => {
        await revokeSession(ctx.db, ctx.session!.tokenHash);
        return true;
      },
    },
  },
};
