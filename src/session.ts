import type { StaffRole } from '../domain';

/**
 * The staff account's session as kept in local storage under the current-user key (part 1 §3).
 * `role` (issue 19) is absent from a session stored before roles existed: the authProvider asks
 * the API (`me`) once and stores it.
 */
export interface StoredSession {
  token: string;
  iduser: number;
  name: string;
  email: string;
  avatar: string | null;
  role?: StaffRole;
  expires: string;
}

export const SESSION_KEY = 'currentUser';

export function readSession(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed?.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(ROLE_CHECK_KEY);
}

/**
 * When the panel last asked the API for the session's role (`me`), per token: kept beside the session
 * (not in it) so that every tab of the browser shares one clock. See authProvider's recheckRole.
 */
export const ROLE_CHECK_KEY = 'roleCheckedAt';

export interface RoleCheck {
  token: string;
  /** Date.now() of the last `me` asked (or of the first check of this token, which asks nothing). */
  at: number;
}

export function readRoleCheck(): RoleCheck | null {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(ROLE_CHECK_KEY) ?? 'null') as RoleCheck | null;
    return typeof parsed?.token === 'string' && Number.isFinite(parsed.at) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeRoleCheck(check: RoleCheck): void {
  localStorage.setItem(ROLE_CHECK_KEY, JSON.stringify(check));
}

/** Avatar thumbnail: the size suffix 1280 is replaced by 80 (part 1 §3). */
export function avatarThumb(avatar: string | null | undefined): string | undefined {
  return avatar ? avatar.replace(/1280/g, '80') : undefined;
}
