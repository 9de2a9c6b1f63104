/**
 * Staff roles (issue 19): an administrator does everything; an editor works on the content (places,
 * events, CMS pages, chains, reviews, suggestions) and not on users, roles, the configuration or the
 * reference lists. The API enforces it on every operation; the panel hides what a role cannot use.
 */
export const STAFF_ROLES = ['administrador', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/** The role's name on screen. */
export const ROLE_LABELS: Record<StaffRole, string> = { administrador: 'Administrador', editor: 'Editor' };

/** Who may call an operation: anyone (login), any staff account with a session, or administrators only. */
export type Access = 'public' | 'staff' | 'administrador';

/** Whether a caller with `role` (null: no session) passes `access`. */
export function allows(access: Access, role: StaffRole | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'staff' || role === 'administrador';
}

/**
 * What a resource lets each role do: `read` its API queries, `write` its mutations and uploads,
 * `screens` open its screens in the panel (menu entry, list, edit, create).
 */
export interface ResourceAccess {
  read: Access;
  write: Access;
  screens: Access;
}

/** Content: every staff account reads, writes and sees it. */
export const CONTENT_ACCESS: ResourceAccess = { read: 'staff', write: 'staff', screens: 'staff' };
/** Reference lists: editors read them (the place editor's pickers); only administrators change them. */
export const REFERENCE_ACCESS: ResourceAccess = { read: 'staff', write: 'administrador', screens: 'administrador' };
/** Users, staff accounts and the configuration: administrators only. */
export const ADMIN_ACCESS: ResourceAccess = { read: 'administrador', write: 'administrador', screens: 'administrador' };

/** The Spanish refusal of an operation the caller's role does not allow. */
export const FORBIDDEN_MESSAGE = 'Su rol no permite esta operación: solo un administrador puede hacerla';

/** A staff account's password: at least this many characters (as ADMIN_PASSWORD), at most the login's cap. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 1024;
/** Longest e-mail (RFC 5321's path) and name of a staff account. */
export const STAFF_EMAIL_MAX = 320;
export const STAFF_NAME_MAX = 200;

/**
 * An e-mail address as a staff account's login: the characters RFC 5322 allows before the '@' (no
 * spaces, quotes, angle brackets or parentheses), and a domain of letters, digits and hyphens with a dot.
 */
export const STAFF_EMAIL = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
