/**
 * `npm run admin:reset`: sets the password of an administrator (creating it if needed) from
 * ADMIN_EMAIL and ADMIN_PASSWORD, for when the password printed on the first start was lost.
 * Its existing sessions are revoked.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { resetAdminPassword } from './bootstrapAdmin';

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
    await resetAdminPassword(db, config.adminEmail, config.adminPassword);
    console.log(`Contraseña del administrador ${config.adminEmail} actualizada; sus sesiones abiertas se han cerrado.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      error instanceof ConfigError ? error.message : `No se pudo cambiar la contraseña: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
