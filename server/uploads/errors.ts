/**
 * Refusals of /api/upload: an HTTP status plus the API's error shape
 * {errors: [{message, extensions: {code, field}}]}, with a Spanish message.
 */
export type UploadErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'REQUEST_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 413 | 415 | 500 | 503,
    readonly code: UploadErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  get body() {
    const extensions: Record<string, string> = { code: this.code };
    if (this.field) extensions.field = this.field;
    return { errors: [{ message: this.message, extensions }] };
  }
}

export const badField = (field: string, message: string) => new UploadError(400, 'BAD_USER_INPUT', message, field);

export const tooLarge = (maxMb: number) =>
  new UploadError(413, 'PAYLOAD_TOO_LARGE', `El archivo es demasiado grande (máximo ${maxMb} MB)`, 'file');

export const unsupportedImage = () =>
  new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Formato de imagen no admitido: use JPEG, PNG, WebP o GIF', 'file');

export const damagedImage = () => new UploadError(400, 'BAD_USER_INPUT', 'La imagen está dañada o incompleta', 'file');
