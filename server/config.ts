/**
 * Every environment variable the API reads, parsed and validated once at start-up.
 * A bad value stops the start with a message naming the variable.
 */
import path from 'node:path';
import { UPLOAD_MAX_MB } from '../domain';
import { proxyEntries, proxyEntryProblem } from './http/proxies';
import { affiliateSuffixProblem, normaliseAffiliateSuffix } from './modules/events/affiliate';
import { parseAllowedHost } from './net/allowedHosts';

export type TranslateProvider = 'none' | 'google' | 'deepl' | 'libretranslate';
export type StorageKind = 'disk' | 's3';
/** The bucket of STORAGE=s3 (credentials come from the AWS SDK's own variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service (S3_ENDPOINT); null: AWS itself. */
  endpoint: string | null;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name (S3_FORCE_PATH_STYLE). */
  forcePathStyle: boolean;
}
/** The place editor's maps service (src/maps/places/types.ts MapsServiceId). */
export const MAPS_SERVICES = ['google', 'nominatim', 'fake'] as const;
export type MapsService = (typeof MAPS_SERVICES)[number];
/** OpenStreetMap's public Nominatim (its usage policy: no search-as-you-type, at most 1 request a second). */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicSiteUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  googleMapsKey: string;
  /**
   * Which maps service the place editor searches with (MAPS_SERVICE): google (needs the key),
   * nominatim (keyless, at geocoderUrl) or fake (fixed places: tests, closed-network demos).
   */
  mapsService: MapsService;
  /** Base URL of the Nominatim-compatible service, without a trailing slash (GEOCODER_URL). */
  geocoderUrl: string;
  translateProvider: TranslateProvider;
  translateUrl: string | null;
  translateKey: string | null;
  /** Longest wait for the translation provider (TRANSLATE_TIMEOUT_SECONDS). */
  translateTimeoutSeconds: number;
  /** Characters each user may send to the provider per day, all languages counted (TRANSLATE_DAILY_CHARS). */
  translateDailyChars: number;
  /** Where uploads are stored (STORAGE): disk under uploadDir, or the s3 bucket. */
  storage: StorageKind;
  uploadDir: string;
  /** The bucket when storage is s3, else null. */
  s3: S3Settings | null;
  /** Largest uploaded image, in MB (UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  sessionHours: number;
  redisUrl: string | null;
  /** Built panel served at / (absent in dev and in API-only tests). */
  staticDir: string | null;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: none, the peer is the client. */
  trustProxy: string[];
  /** Whole request, headers and body, on every route (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutSeconds: number;
  /** The body of a /graphql request (BODY_TIMEOUT_SECONDS). */
  bodyTimeoutSeconds: number;
  /** Database time budget of one request (QUERY_TIMEOUT_SECONDS). */
  queryTimeoutSeconds: number;
  /** LOG_LEVEL: server errors are logged unless it is silent. */
  logLevel: LogLevel;
  /** host:port pairs a fetch of a user-given URL may reach even when private (IMPORT_ALLOWED_HOSTS). */
  importAllowedHosts: string[];
  /** Query text appended to a scraped ticket URL, without a leading ? or & (EVENT_AFFILIATE_SUFFIX). */
  eventAffiliateSuffix: string;
  /** Days the change history keeps (AUDIT_RETENTION_DAYS); null: every entry, forever. */
  auditRetentionDays: number | null;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuración no válida: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `debe ser uno de ${allowed.join(', ')} (recibido "${raw}")`);
  }
  return raw as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `debe ser un entero entre ${min} y ${max} (recibido "${raw}")`);
  }
  return Number(raw);
}

function proxies(env: Env, name: string): string[] {
  const entries = proxyEntries(env[name]);
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new ConfigError(name, problem);
  }
  return entries;
}

function allowedHosts(env: Env, name: string): string[] {
  return proxyEntries(env[name]).map((entry) => {
    const parsed = parseAllowedHost(entry);
    if ('problem' in parsed) throw new ConfigError(name, parsed.problem);
    return parsed.key;
  });
}

function querySuffix(env: Env, name: string): string {
  const raw = text(env, name) ?? '';
  const problem = affiliateSuffixProblem(raw);
  if (problem) throw new ConfigError(name, problem);
  return normaliseAffiliateSuffix(raw);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `no es una URL válida (recibido "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `debe empezar por ${protocols.map((p) => `${p}//`).join(' o ')}`);
  }
  return raw;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `debe ser true o false (recibido "${raw}")`);
}

/** S3_BUCKET (required), S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE, read only with STORAGE=s3. */
function s3Settings(env: Env): S3Settings {
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET', 'es obligatoria con STORAGE=s3');
  // S3's naming rules: 3-63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      'S3_BUCKET',
      `no es un nombre de bucket válido: 3-63 minúsculas, cifras, puntos y guiones (recibido "${bucket}")`,
    );
  }
  const region = text(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError('S3_REGION', `no es una región válida (recibido "${region}")`);
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint && (new URL(endpoint).username || new URL(endpoint).password)) {
    throw new ConfigError('S3_ENDPOINT', 'no debe llevar usuario ni contraseña: use AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY');
  }
  return { bucket, region, endpoint, forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null) };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  // Production unless said otherwise: `npm start` must never expose GraphiQL or introspection by
  // accident; `npm run dev` and the tests ask for development / test explicitly.
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'production');
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  const adminEmail = text(env, 'ADMIN_EMAIL');
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `no es un correo electrónico válido (recibido "${adminEmail}")`);
  }
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'debe tener al menos 8 caracteres');
  }
  const translateProvider = oneOf(env, 'TRANSLATE_PROVIDER', ['none', 'google', 'deepl', 'libretranslate'] as const, 'none');
  const translateKey = text(env, 'TRANSLATE_KEY');
  if ((translateProvider === 'google' || translateProvider === 'deepl') && !translateKey) {
    throw new ConfigError('TRANSLATE_KEY', `es obligatoria con TRANSLATE_PROVIDER=${translateProvider}`);
  }
  const translateUrl = url(env, 'TRANSLATE_URL', ['http:', 'https:']);
  if (translateProvider === 'libretranslate' && !translateUrl) {
    throw new ConfigError('TRANSLATE_URL', 'es obligatoria con TRANSLATE_PROVIDER=libretranslate');
  }
  const googleMapsKey = text(env, 'GOOGLE_MAPS_KEY') ?? '';
  const mapsService = oneOf(env, 'MAPS_SERVICE', MAPS_SERVICES, googleMapsKey ? 'google' : 'nominatim');
  if (mapsService === 'google' && !googleMapsKey) {
    throw new ConfigError('MAPS_SERVICE', 'google necesita GOOGLE_MAPS_KEY (sin clave use nominatim o fake)');
  }
  const geocoderUrl = (url(env, 'GEOCODER_URL', ['http:', 'https:']) ?? DEFAULT_GEOCODER_URL).replace(/\/+$/, '');
  const geocoder = new URL(geocoderUrl);
  // The browser gets it in /config.js and appends /search, /lookup, /reverse to it.
  if (geocoder.username || geocoder.password || /[?#]/.test(geocoderUrl)) {
    throw new ConfigError('GEOCODER_URL', 'debe ser una dirección base, sin usuario, contraseña, ? ni #');
  }
  // Its origin goes into the panel's CSP: a host name (or IP) only, never CSP syntax (';', ',', quotes).
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(geocoder.hostname)) {
    throw new ConfigError('GEOCODER_URL', `tiene un nombre de servidor no válido ("${geocoder.hostname}")`);
  }
  // "local" was this setting's earlier name for the disk.
  const storage = env.STORAGE?.trim() === 'local' ? 'disk' : oneOf(env, 'STORAGE', ['disk', 's3'] as const, 'disk');
  const staticDir = text(env, 'STATIC_DIR');
  return {
    nodeEnv,
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    publicSiteUrl: (url(env, 'PUBLIC_SITE_URL', ['http:', 'https:']) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    adminEmail,
    adminPassword,
    googleMapsKey,
    mapsService,
    geocoderUrl,
    translateProvider,
    translateUrl,
    translateKey,
    translateTimeoutSeconds: integer(env, 'TRANSLATE_TIMEOUT_SECONDS', 10, 1, 120),
    translateDailyChars: integer(env, 'TRANSLATE_DAILY_CHARS', 1_000_000, 1, 1_000_000_000),
    storage,
    uploadDir: path.resolve(cwd, text(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    s3: storage === 's3' ? s3Settings(env) : null,
    uploadMaxMb: integer(env, 'UPLOAD_MAX_MB', UPLOAD_MAX_MB.default, UPLOAD_MAX_MB.min, UPLOAD_MAX_MB.max),
    sessionHours: integer(env, 'SESSION_HOURS', 12, 1, 24 * 90),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    staticDir: staticDir === 'none' ? null : path.resolve(cwd, staticDir ?? 'dist'),
    trustProxy: proxies(env, 'TRUST_PROXY'),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1, 3600),
    bodyTimeoutSeconds: integer(env, 'BODY_TIMEOUT_SECONDS', 10, 1, 600),
    queryTimeoutSeconds: integer(env, 'QUERY_TIMEOUT_SECONDS', 10, 1, 600),
    // Tests stay quiet unless asked; everywhere else server errors reach the log.
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'warn'),
    importAllowedHosts: allowedHosts(env, 'IMPORT_ALLOWED_HOSTS'),
    eventAffiliateSuffix: querySuffix(env, 'EVENT_AFFILIATE_SUFFIX'),
    auditRetentionDays: env.AUDIT_RETENTION_DAYS?.trim() ? integer(env, 'AUDIT_RETENTION_DAYS', 0, 1, 36500) : null,
  };
}
