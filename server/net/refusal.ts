/**
 * Every way a server-side fetch of a user-given URL is refused, each with a Spanish message that
 * says why. The GraphQL layer answers all of them as BAD_USER_INPUT on the field `url`.
 */
import type { AddressKind } from './addresses';

export type RefusalReason =
  /** Not a URL at all, or longer than a URL may be. */
  | 'INVALID_URL'
  /** Not http: or https: (file:, ftp:, data:, javascript:, gopher:...). */
  | 'SCHEME'
  /** A user name or password in the URL (user:pass@). */
  | 'CREDENTIALS'
  /** The host is, or resolves to, a loopback, private, link-local, metadata... address. */
  | 'PRIVATE_ADDRESS'
  /** DNS does not know the host. */
  | 'HOST_NOT_FOUND'
  /** The connection failed (refused, reset, bad certificate). */
  | 'UNREACHABLE'
  /** More than 5 redirects, or a redirect without a usable Location. */
  | 'TOO_MANY_REDIRECTS'
  | 'BAD_REDIRECT'
  /** Not answered in 5 s (all redirects included). */
  | 'TIMEOUT'
  /** More than 2 MB. */
  | 'TOO_LARGE'
  /** Not text/html nor application/xhtml+xml. */
  | 'NOT_HTML'
  /** An HTTP error status (404, 500...). */
  | 'HTTP_STATUS';

/** The argument every refusal is about, for `extensions.field`. */
export const REFUSED_FIELD = 'url';

export class UrlRefused extends Error {
  readonly field = REFUSED_FIELD;
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** For PRIVATE_ADDRESS: what kind of address was refused. */
    readonly addressKind?: AddressKind,
  ) {
    super(message);
    this.name = 'UrlRefused';
  }
}

const KIND_NAMES: Record<AddressKind, string> = {
  loopback: 'este mismo servidor',
  private: 'red privada',
  'link-local': 'red local de enlace',
  cgnat: 'red interna del operador',
  multicast: 'multidifusión',
  unspecified: 'dirección sin especificar',
  broadcast: 'difusión',
  metadata: 'servicio de metadatos de la nube',
  'unique-local': 'red privada IPv6',
  reserved: 'rango reservado',
};

export const refusals = {
  invalid: () => new UrlRefused('INVALID_URL', 'La dirección no es válida: escríbala completa, p. ej. https://www.ejemplo.com/evento'),
  tooLong: (max: number) => new UrlRefused('INVALID_URL', `La dirección es demasiado larga (más de ${max} caracteres)`),
  scheme: () => new UrlRefused('SCHEME', 'Solo se aceptan direcciones http:// o https://'),
  credentials: () => new UrlRefused('CREDENTIALS', 'La dirección no puede llevar usuario ni contraseña'),
  privateAddress: (kind: AddressKind) =>
    new UrlRefused(
      'PRIVATE_ADDRESS',
      `La dirección apunta a una red privada o reservada (${KIND_NAMES[kind]}): el servidor no la consulta`,
      kind,
    ),
  hostNotFound: (host: string) => new UrlRefused('HOST_NOT_FOUND', `No se encuentra el servidor «${host}»: revise la dirección`),
  unreachable: (host: string) => new UrlRefused('UNREACHABLE', `No se pudo conectar con el servidor «${host}»`),
  badCertificate: (host: string) =>
    new UrlRefused('UNREACHABLE', `El certificado de «${host}» no es válido: no se puede consultar con seguridad`),
  tooManyRedirects: (max: number) => new UrlRefused('TOO_MANY_REDIRECTS', `Demasiadas redirecciones (más de ${max})`),
  badRedirect: () => new UrlRefused('BAD_REDIRECT', 'La página redirige a una dirección no válida'),
  timeout: (ms: number) =>
    new UrlRefused('TIMEOUT', `La página tarda demasiado en responder (más de ${String(ms / 1000).replace('.', ',')} s)`),
  tooLarge: (bytes: number) =>
    new UrlRefused('TOO_LARGE', `La página es demasiado grande (más de ${Math.round(bytes / (1024 * 1024))} MB)`),
  notHtml: (type: string) => new UrlRefused('NOT_HTML', `La dirección no es una página HTML${type ? ` (es ${type.slice(0, 100)})` : ''}`),
  unsupportedEncoding: (encoding: string) =>
    new UrlRefused('NOT_HTML', `La página llega con una compresión que no se admite (${encoding.slice(0, 40)})`),
  httpStatus: (status: number) => new UrlRefused('HTTP_STATUS', `La página respondió con un error (HTTP ${status})`),
};
