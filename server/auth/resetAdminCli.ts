/**
 * `npm run admin:reset`: sets the password of an administrator (creating it if needed) from
 * ADMIN_EMAIL and ADMIN_PASSWORD, for when the password printed on the first start was lost.
 * Its existing sessions are revoked.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { hashPassword } from './passwords';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.adminEmail || !config.adminPassword) {
    console.error('Indique ADMIN_EMAIL y ADMIN_PASSWORD (al menos 8 caracteres), por ejemplo:');
    console.error("  ADMIN_EMAIL=admin@example.com ADMIN_PASSWORD='nueva-clave-segura' npm run admin:reset");
    return 2;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const hash = await hashPassword(config.adminPassword);
    await db.transaction(async (tx) => {
      const [user] = await tx.query<{ iduser: number }>(
        `INSERT INTO users (name, email, password_hash, is_admin) VALUES ('Administrador', $1, $2, true)
         ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, is_admin = true
         RETURNING iduser`,
        [config.adminEmail, hash],
      );
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE iduser = $1 AND revoked_at IS NULL', [user.iduser]);
      await tx.query('DELETE FROM login_attempts WHERE key = $1', [`email:${config.adminEmail!.toLowerCase()}`]);
    });
    console.log(`Contraseña del administrador ${config.adminEmail} actualizada; sus sesiones abiertas se han cerrado.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `No se pudo cambiar la contraseña: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
