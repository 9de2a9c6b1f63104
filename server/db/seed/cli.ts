/**
 * npm run seed -- [--places N]
 * Opens the database as the server does (DATABASE_URL → PostgreSQL, else PGlite under DATA_DIR or
 * ./data), applies the migrations, loads the demo data (skipped when places already exist) and, with
 * --places N, generates N more places, telling the progress about every 5%.
 */
import { ConfigError, loadConfig } from '../../config';
import { openDatabase, type Database } from '../connect';
import { migrate } from '../migrate';
import { seedDemo } from './demo';
import { generatePlaces } from './generate';
import { countRows } from './sql';
import { fileStoreOf } from '../../storage';

export const MAX_GENERATED_PLACES = 10_000_000;
const USAGE = 'Uso: npm run seed -- [--places N]   (N: sitios adicionales generados, entero entre 0 y 10.000.000)';

export class UsageError extends Error {}

export function parseArgs(argv: string[]): { places: number } {
  let places = 0;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    let value: string | undefined;
    if (arg === '--places') value = argv[(i += 1)];
    else if (arg.startsWith('--places=')) value = arg.slice('--places='.length);
    else throw new UsageError(`Argumento no reconocido: «${arg}».\n${USAGE}`);
    if (value === undefined || !/^\d+$/.test(value.trim()) || Number(value) > MAX_GENERATED_PLACES) {
      throw new UsageError(
        `Valor no válido para --places: «${value ?? ''}». Debe ser un número entero entre 0 y ${MAX_GENERATED_PLACES.toLocaleString('es-ES')}.`,
      );
    }
    places = Number(value);
  }
  return { places };
}

const fmt = (n: number) => n.toLocaleString('es-ES');
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function printCounts(db: Database): Promise<void> {
  const tables: [string, string][] = [
    ['places', 'Sitios'],
    ['users', 'Usuarios'],
    ['reviews', 'Reseñas'],
    ['suggestions', 'Sugerencias'],
    ['categories', 'Categorías'],
    ['services', 'Servicios'],
    ['events', 'Eventos'],
    ['cms', 'Páginas CMS'],
    ['chains', 'Cadenas'],
    ['media', 'Archivos multimedia'],
  ];
  console.log('Totales en la base de datos:');
  for (const [table, label] of tables) console.log(`  ${label}: ${fmt(await countRows(db, table))}`);
}

async function main(): Promise<number> {
  let args: { places: number };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const config = loadConfig();
  const start = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const where = config.databaseUrl
      ? `PostgreSQL (${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname})`
      : `PGlite en ${config.dataDir}`;
    console.log(`Base de datos: ${where}`);
    await migrate(db);
    console.log(`Migraciones aplicadas (${seconds(start)}).`);
    const seedStart = Date.now();
    const summary = await seedDemo(db, { uploadDir: config.uploadDir, store: fileStoreOf(config) });
    if (summary.skipped) {
      console.log('Ya hay sitios en la base de datos: no se cargan los datos de demostración.');
    } else {
      console.log(
        `Datos de demostración cargados en ${seconds(seedStart)}: ${fmt(summary.places)} sitios, ${fmt(summary.users)} usuarios, ` +
          `${fmt(summary.reviews)} reseñas, ${fmt(summary.suggestions)} sugerencias, ${fmt(summary.events)} eventos, ${fmt(summary.media)} archivos multimedia.`,
      );
      const where = config.s3 ? `el bucket ${config.s3.bucket}` : config.uploadDir;
      console.log(`Imágenes de demostración en ${where}/demo`);
    }
    if (args.places > 0) {
      const genStart = Date.now();
      let lastStep = 0;
      console.log(`Generando ${fmt(args.places)} sitios más…`);
      await generatePlaces(db, args.places, (done) => {
        const step = Math.floor((done * 20) / args.places);
        if (step > lastStep || done === args.places) {
          lastStep = step;
          console.log(
            `  ${String(Math.floor((done * 100) / args.places)).padStart(3)} % — ${fmt(done)} de ${fmt(args.places)} (${seconds(genStart)})`,
          );
        }
      });
      console.log(`Generados ${fmt(args.places)} sitios en ${seconds(genStart)}.`);
    }
    await printCounts(db);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : `Error al cargar los datos: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    console.error(message);
    process.exit(error instanceof ConfigError ? 2 : 1);
  },
);
