/**
 * react-admin AuthProvider over the GraphQL API (part 1 §2, §7). The session (token and identity)
 * lives in local storage (session.ts); every API call sends the token (dataProvider/client.ts).
 */
import type { AuthProvider } from 'react-admin';
import { ApiError, gql } from './dataProvider';
import { avatarThumb, clearSession, readSession, writeSession, type StoredSession } from './session';

const LOGIN = `mutation Login($user: String!, $pass: String!) {
  login(user: $user, pass: $pass) { token iduser name email avatar expires }
}`;
const LOGOUT = 'mutation { logout }';

/** i18n key shown under the login form when the credentials are refused. */
export const LOGIN_REFUSED = 'app.login.invalid';

/** Codes with which an API may refuse credentials instead of answering null. */
const REFUSAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);

function isExpired(session: StoredSession): boolean {
  const expires = Date.parse(session.expires);
  return Number.isFinite(expires) && expires <= Date.now();
}

/** True for an error meaning "this session is not valid any more". */
export function isAuthError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; isUnauthenticated?: unknown; status?: unknown };
  return e.isUnauthenticated === true || e.code === 'UNAUTHENTICATED' || e.status === 401;
}

export const authProvider: AuthProvider = {
  async login(params: { username?: string; password?: string }) {
    let session: StoredSession | null;
    try {
      const data = await gql<{ login: StoredSession | null }>(LOGIN, {
        user: params.username ?? '',
        pass: params.password ?? '',
      });
      session = data.login;
    } catch (error) {
      if (error instanceof ApiError && error.code && REFUSAL_CODES.has(error.code)) {
        throw new Error(LOGIN_REFUSED, { cause: error });
      }
      throw error; // transport or server trouble: its (Spanish) message is shown as is
    }
    if (!session?.token) throw new Error(LOGIN_REFUSED);
    writeSession(session);
  },

  async logout() {
    if (readSession()) {
      try {
        await gql(LOGOUT, {}, { signal: AbortSignal.timeout(3000) }); // best effort: revoke the token
      } catch {
        // already invalid, or the API is unreachable: the local session is cleared anyway
      }
    }
    clearSession();
    // The spec's "/" redirects to the login screen; going there directly matters because with
    // requireAuth the "/" route is itself guarded, and a guard failure calls logout() again.
    return '/login';
  },

  async checkAuth() {
    const session = readSession();
    if (session && isExpired(session)) clearSession();
    if (!session || isExpired(session)) {
      // the guard sends the user to the login screen; no toast for that
      throw { message: false };
    }
  },

  async checkError(error: unknown) {
    if (isAuthError(error)) throw new Error('ra.notification.logged_out');
  },

  async getIdentity() {
    const session = readSession();
    if (!session) throw new Error('ra.auth.auth_check_error');
    return {
      id: session.iduser,
      fullName: session.name || session.email,
      avatar: avatarThumb(session.avatar),
    };
  },

  async getPermissions() {
    return 'admin'; // one administrator role (part 1 §6)
  },
};
