/**
 * Staff accounts (issue 19 «Roles»): addStaff creates one with its role; updStaff changes a user's
 * role and / or disables or re-enables the account. A disabled account's sessions end in the same
 * transaction (and findSession refuses it from then on). There is always at least one enabled
 * administrator: nobody demotes or disables the last one, nor their own account.
 */
import {
  isStaffRole,
  STAFF_EMAIL,
  STAFF_EMAIL_MAX,
  STAFF_NAME_MAX,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffRole,
} from '../../../domain/roles';
import type { Database, Queryable } from '../../db/connect';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { parseId } from '../../graphql/args';
import { ApiError, badInput, notFound } from '../../graphql/errors';
import { parseText } from '../../graphql/inputText';

const ROLE_MESSAGE = 'Rol no válido: administrador o editor';

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

function parseRole(value: unknown): StaffRole {
  if (!isStaffRole(value)) throw badInput('role', ROLE_MESSAGE);
  return value;
}

export function parseNewStaff(args: Record<string, unknown>): NewStaff {
  const email = parseText(args.email, 'email', STAFF_EMAIL_MAX);
  if (!STAFF_EMAIL.test(email)) throw badInput('email', 'Correo electrónico no válido');
  const name = parseText(args.name, 'name', STAFF_NAME_MAX);
  if (name === '') throw badInput('name', 'El nombre es obligatorio');
  const password = typeof args.password === 'string' ? args.password : '';
  if (password.length < STAFF_PASSWORD_MIN) {
    throw badInput('password', `La contraseña debe tener al menos ${STAFF_PASSWORD_MIN} caracteres`);
  }
  if (password.length > STAFF_PASSWORD_MAX) throw badInput('password', `Contraseña demasiado larga (máximo ${STAFF_PASSWORD_MAX})`);
  return { email, name, password, role: parseRole(args.role) };
}

export interface StaffChange {
  iduser: number;
  role: StaffRole | null;
  disabled: boolean | null;
}

export function parseStaffChange(args: Record<string, unknown>): StaffChange {
  const iduser = parseId(args.iduser, 'iduser');
  const role = args.role === undefined || args.role === null ? null : parseRole(args.role);
  if (args.disabled !== undefined && args.disabled !== null && typeof args.disabled !== 'boolean') {
    throw badInput('disabled', 'disabled debe ser true o false');
  }
  const disabled = typeof args.disabled === 'boolean' ? args.disabled : null;
  return { iduser, role, disabled };
}

const conflict = (field: string, message: string) => new ApiError(message, 'CONFLICT', { field });

/** The new account's id; CONFLICT (field email) when a user already has that e-mail. */
export async function addStaff(db: Queryable, staff: NewStaff): Promise<number> {
  const passwordHash = await hashPassword(staff.password);
  const [row] = await db.query<{ iduser: number }>(
    `INSERT INTO users (name, email, password_hash, staff_role) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING iduser`,
    [staff.name, staff.email, passwordHash, staff.role],
  );
  if (!row) {
    throw conflict('email', 'Ya existe un usuario con ese correo electrónico: cámbiele el rol desde su ficha en lugar de crearlo');
  }
  return Number(row.iduser);
}

/** Applies a change of role or state made by the administrator `byUser`; answers the user's id. */
export async function updStaff(db: Database, change: StaffChange, byUser: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises role changes: two administrators demoting each other cannot leave none.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('staff_roles'))");
    const [user] = await tx.query<{ staff_role: StaffRole | null; disabled: boolean }>(
      'SELECT staff_role, disabled FROM users WHERE iduser = $1',
      [change.iduser],
    );
    if (!user) throw notFound('El usuario', 'iduser');
    const role = change.role ?? user.staff_role;
    if (role === null) throw badInput('role', `Indique el rol de la cuenta: ${ROLE_MESSAGE.split(': ')[1]}`);
    const disabled = change.disabled ?? user.disabled;
    const stillAdmin = role === 'administrador' && !disabled;
    if (user.staff_role === 'administrador' && !user.disabled && !stillAdmin) {
      if (change.iduser === byUser) {
        throw conflict(
          change.disabled ? 'disabled' : 'role',
          'No puede quitarse el rol de administrador ni desactivar su propia cuenta: pídaselo a otro administrador',
        );
      }
      const [{ n }] = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE staff_role = 'administrador' AND NOT disabled AND iduser <> $1",
        [change.iduser],
      );
      if (n === 0) throw conflict(change.disabled ? 'disabled' : 'role', 'Debe quedar al menos un administrador activo');
    }
    await tx.query('UPDATE users SET staff_role = $2, disabled = $3 WHERE iduser = $1', [change.iduser, role, disabled]);
    if (disabled && !user.disabled) await revokeUserSessions(tx, change.iduser);
    return change.iduser;
  });
}
