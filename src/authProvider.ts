/**
 * react-admin AuthProvider over the GraphQL API (part 1 §2, §7). The session (token, identity and
 * role) lives in local storage (session.ts); every API call sends the token (dataProvider/client.ts).
 * The role (issue 19) decides which screens open: canAccess reads each resource's `screens` access
 * (domain/resourceAccess.ts), so react-admin hides the menu entries and sends a deep link to
 * /access-denied. The API refuses the operations anyway; this only keeps the panel honest.
 * A role changed while signed in is read again (`me`): at the first refused request (checkError),
 * and at most once a minute when a screen opens or the tab comes back into view (recheckRole).
 */
import type { AuthProvider } from 'react-admin';
import { accessOf, allows, isStaffRole, type StaffRole } from '../domain';
import { ApiError, gql } from './dataProvider';
import { avatarThumb, clearSession, readRoleCheck, readSession, writeRoleCheck, writeSession, type StoredSession } from './session';

const LOGIN = `mutation Login($user: String!, $pass: String!) {
  login(user: $user, pass: $pass) { token iduser name email avatar role expires }
}`;
const ME = 'query Me { me { role } }';
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

/** The `me` request of a session stored without a role, one per token (several screens ask at once). */
let roleFetch: { token: string; role: Promise<StaffRole | null> } | undefined;

/**
 * The session's role: the stored one, or (a session stored before roles existed) the API's answer
 * to `me`, asked once and stored. Null without a session or when the API cannot say: no screen
 * beyond the content's then opens (a lost session logs out through the next data request).
 */
export async function sessionRole(): Promise<StaffRole | null> {
  const session = readSession();
  if (!session) return null;
  if (isStaffRole(session.role)) return session.role;
  if (roleFetch?.token !== session.token) {
    const token = session.token;
    const role = gql<{ me: { role: unknown } }>(ME).then(
      ({ me }) => {
        if (!isStaffRole(me?.role)) return null;
        const current = readSession();
        if (current?.token === token) writeSession({ ...current, role: me.role });
        return me.role;
      },
      () => null,
    );
    roleFetch = { token, role };
    void role.then((answer) => {
      if (answer === null && roleFetch?.token === token) roleFetch = undefined; // ask again next time
    });
  }
  return roleFetch.role;
}

const isForbidden = (error: unknown): boolean => !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'FORBIDDEN';

/**
 * Asks the API for the session's role now (and restarts recheckRole's clock: synchronously, before
 * the request leaves); when it differs from the stored one, stores it and answers true.
 */
async function roleChangedSinceLogin(): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  writeRoleCheck({ token: session.token, at: Date.now() });
  try {
    const { me } = await gql<{ me: { role: unknown } }>(ME);
    const current = readSession();
    // (a logout or another login meanwhile: that session's role is its own)
    if (current?.token !== session.token || !isStaffRole(me?.role) || me.role === current.role) return false;
    writeSession({ ...current, role: me.role });
    return true;
  } catch {
    return false; // the session itself is gone: the next request logs out
  }
}

/** How often (ms) the panel may ask `me` whether the session's role changed, without a refused request. */
export const ROLE_RECHECK_MS = 60_000;

/** Sent on `window` when recheckRole stored another role: the layout's RoleRefresh asks canAccess again. */
export const ROLE_CHANGED_EVENT = 'panel:role-changed';

let roleChanges = 0;

/** How many times recheckRole has stored another role (a RoleRefresh mounted after the event catches up). */
export const roleChangeCount = (): number => roleChanges;

/**
 * A promotion (editor → administrador) has no refused request to reveal it, unlike a demotion
 * (checkError). So checkAuth, which react-admin calls on every screen it opens and again when the
 * tab comes back into view (react-query's refetch on focus), asks `me` once the last ask is
 * ROLE_RECHECK_MS old: at most one `me` a minute, shared by every tab (the clock is in local
 * storage and is moved before the request leaves, so checks at once send one). A token's first
 * check only starts its clock: the role of a login is fresh. The answer is not awaited (opening a
 * screen never waits for it); another role is stored and the panel shows its screens in place
 * (ROLE_CHANGED_EVENT), without reloading: an open form keeps what was typed.
 */
function recheckRole(session: StoredSession): void {
  if (!isStaffRole(session.role)) return; // a session stored before roles: sessionRole asks me
  const last = readRoleCheck();
  const now = Date.now();
  if (last?.token !== session.token) {
    writeRoleCheck({ token: session.token, at: now });
    return;
  }
  if (now - last.at < ROLE_RECHECK_MS && now >= last.at) return;
  void roleChangedSinceLogin().then((changed) => {
    if (!changed) return;
    roleChanges += 1;
    window.dispatchEvent(new Event(ROLE_CHANGED_EVENT));
  });
}

/**
 * Whether the stored role opens `resource`'s screens, known at once (no request): undefined without
 * a stored role (a session from before roles: canAccess asks `me`).
 */
export function screensAllowedNow(resource: string): boolean | undefined {
  const role = readSession()?.role;
  return isStaffRole(role) ? allows(accessOf(resource).screens, role) : undefined;
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
    recheckRole(session);
  },

  async checkError(error: unknown) {
    if (isAuthError(error)) throw new Error('ra.notification.logged_out');
    // Refused by role: an administrator may have changed this account's role since it logged in.
    // With another role now, the panel starts again from Inicio with the screens of that role.
    if (isForbidden(error) && (await roleChangedSinceLogin())) window.location.assign('/');
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

  /** The session's role: 'administrador' or 'editor' (null without one). */
  async getPermissions() {
    return sessionRole();
  },

  /** A screen of `resource` opens when the role passes its `screens` access (every action alike). */
  async canAccess({ resource }: { resource?: string; action?: string }) {
    if (!resource) return true;
    return allows(accessOf(resource).screens, await sessionRole());
  },
};
