/**
 * Migration 0023 on a database that already has users: every administrator of before (is_admin)
 * becomes an enabled `administrador`, directory users stay without a role, and the old column goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/connect';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('turns the administrators of before into enabled administradores and leaves directory users without a role', async () => {
  const db = await openPglite(null);
  const older = migrationsBefore('0023_staff_roles');
  try {
    await migrate(db, older);
    await db.query(
      `INSERT INTO users (name, email, is_admin) VALUES ('Antigua', 'antigua@example.com', true), ('Lectora', 'lectora@example.com', false)`,
    );
    await migrate(db);
    const rows = await db.query<{ email: string; staff_role: string | null; disabled: boolean }>(
      'SELECT email, staff_role, disabled FROM users ORDER BY email',
    );
    expect(rows).toEqual([
      { email: 'antigua@example.com', staff_role: 'administrador', disabled: false },
      { email: 'lectora@example.com', staff_role: null, disabled: false },
    ]);
    const column = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'is_admin'");
    expect(column).toHaveLength(0);
    await expect(db.query("UPDATE users SET staff_role = 'jefe' WHERE email = 'lectora@example.com'")).rejects.toThrow(
      /users_staff_role_check/,
    );
  } finally {
    await db.close();
    fs.rmSync(older, { recursive: true, force: true });
  }
});
