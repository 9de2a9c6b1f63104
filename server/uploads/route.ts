/**
 * POST /api/upload (docs/api.md «Subidas»): authenticated like /graphql (and, like it, honouring an
 * Idempotency-Key), a multipart form with
 * `type`, the owner's id and the file (an interface image: one, in `file`) or files (a place's
 * photos, PDFs or 360º views: up to 10, all stored or none). Registered as its own encapsulated plugin so that its multipart
 * parser and its error answers ({errors: [{message, extensions: {code, field}}]} with an HTTP status)
 * stay here and never touch /graphql.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppConfig } from '../config';
import { audited } from '../db/audited';
import type { Database } from '../db/connect';
import { sessionOf } from '../graphql/context';
import { UploadError, badField, tooLarge } from './errors';
import { isConnectionLoss } from '../db/faults';
import { isApiError } from '../graphql/errors';
import { logOutage, OUTAGE_MESSAGE, retryLater } from '../http/outage';
import { cleanFileName, formFingerprint, formId, MAX_FILES, readUploadForm, type UploadForm } from './form';
import { idempotencyKeys } from '../graphql/idempotency';
import { reencodeImage, sniffImage } from './images';
import { largestUpload, PLANNED_TYPES, UPLOAD_POLICIES, type ColumnPolicy, type MediaPolicy, type UploadOwner } from './policy';
import { ownerImage, storeColumnImage, type StoredUpload } from './columnStore';
import { prepareMediaFiles } from './mediaFiles';
import { ownerExists, storeMedia } from './mediaStore';
import { fileStoreOf } from '../storage';
import { StorageUnavailable } from '../storage/fileStore';
import { accessOf } from '../../domain/resourceAccess';
import { allows, FORBIDDEN_MESSAGE, type StaffRole } from '../../domain/roles';

const TYPE_LIST = Object.keys(UPLOAD_POLICIES).join(', ');

/** Any error of this route → the status and body it answers with. */
function refusal(error: FastifyError | UploadError, config: AppConfig): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof StorageUnavailable) return new UploadError(503, 'SERVICE_UNAVAILABLE', error.message);
  if (isApiError(error, 'SERVICE_UNAVAILABLE') || isConnectionLoss(error)) {
    return new UploadError(503, 'SERVICE_UNAVAILABLE', OUTAGE_MESSAGE);
  }
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge(config.uploadMaxMb);
    case 'FST_FILES_LIMIT':
      return new UploadError(413, 'PAYLOAD_TOO_LARGE', `Demasiados archivos en una subida (máximo ${MAX_FILES})`, 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new UploadError(413, 'PAYLOAD_TOO_LARGE', 'El formulario de subida tiene demasiados campos');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envíe el archivo como formulario multipart/form-data', 'file');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new UploadError(400, 'BAD_USER_INPUT', 'El formulario de subida está mal formado o incompleto');
  }
  return new UploadError(500, 'INTERNAL_SERVER_ERROR', 'Error interno del servidor');
}

async function requireSession(db: Database, request: FastifyRequest): Promise<void> {
  const session = await sessionOf(db, request);
  if (!session) throw new UploadError(401, 'UNAUTHENTICATED', 'Sesión no válida o caducada: vuelva a entrar');
  uploaders.set(request, session.user.iduser);
  roles.set(request, session.user.role);
}

/** Who sent each request being handled (the session read before the body): media rows record it. */
const uploaders = new WeakMap<FastifyRequest, number>();
/** Their role: an upload needs the write access of the resource its file goes to. */
const roles = new WeakMap<FastifyRequest, StaffRole>();

function requireWriteAccess(request: FastifyRequest, owner: UploadOwner): void {
  if (!allows(accessOf(owner.resource).write, roles.get(request) ?? null)) throw new UploadError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
}

/** An interface image: exactly one file, in `file`; it replaces the entry's image. */
async function uploadColumnImage(db: Database, config: AppConfig, policy: ColumnPolicy, form: UploadForm, request: FastifyRequest) {
  requireWriteAccess(request, policy.owner);
  const id = formId(form.fields[policy.owner.field], policy.owner.field);
  const stray = form.files.find((f) => f.field !== 'file');
  if (stray) throw badField(stray.field, `Campo de archivo no admitido: ${stray.field.slice(0, 40)} (envíe la imagen en el campo file)`);
  if (form.files.length > 1) throw new UploadError(413, 'PAYLOAD_TOO_LARGE', 'Envíe un solo archivo por subida', 'file');
  const file = form.files[0];
  if (!file) throw badField('file', 'Falta el archivo (campo file)');
  if (file.bytes.length > policy.maxBytes(config)) throw tooLarge(Math.floor(policy.maxBytes(config) / 1024 / 1024));
  await ownerImage(db, policy, id);
  const kind = await sniffImage(file.bytes, policy.kinds);
  const image = await reencodeImage(file.bytes, kind, policy.image);
  return [
    await storeColumnImage({ db, store: fileStoreOf(config), policy, id, image, name: cleanFileName(file.filename), log: request.log }),
  ];
}

/** `cover=1` (photos only): the first photo of the request becomes the place's cover. */
function coverWanted(value: string | undefined, policy: MediaPolicy): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value !== '1' && value !== 'true') throw badField('cover', 'cover debe ser 1 o 0');
  if (policy.kind !== 'photo') throw badField('cover', 'Solo una foto puede ser la portada (cover)');
  return true;
}

/** The owner the form names: exactly one of the policy's owner fields (idplace or idevent). */
function formOwner(policy: MediaPolicy, form: UploadForm): { owner: UploadOwner; id: number } {
  const named = policy.owners.filter((owner) => form.fields[owner.field] !== undefined);
  const fields = policy.owners.map((owner) => owner.field).join(' o ');
  if (named.length > 1) throw badField(named[1].field, `Envíe solo uno de ${fields}`);
  const owner = named[0] ?? policy.owners[0];
  return { owner, id: formId(form.fields[owner.field], owner.field) };
}

/** Photos, PDFs or 360º views of a place or an event: every file checked first, then all stored or none. */
async function uploadMedia(db: Database, config: AppConfig, policy: MediaPolicy, form: UploadForm, request: FastifyRequest) {
  const { owner, id } = formOwner(policy, form);
  requireWriteAccess(request, owner);
  await ownerExists(db, owner, id);
  const cover = coverWanted(form.fields.cover, policy);
  const files = await prepareMediaFiles(form, policy, policy.maxBytes(config));
  const iduser = uploaders.get(request) ?? null;
  if (iduser === null) throw new UploadError(401, 'UNAUTHENTICATED', 'Sesión no válida o caducada: vuelva a entrar');
  return storeMedia({ db, store: fileStoreOf(config), policy, owner, id, iduser, files, cover });
}

export async function uploadRoutes(app: FastifyInstance, opts: { config: AppConfig; db: Database }): Promise<void> {
  const { config, db } = opts;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.setErrorHandler((error: FastifyError | UploadError, request, reply) => {
    const answer = refusal(error, config);
    if (error instanceof StorageUnavailable) {
      request.log.warn({ err: error.cause, code: 'SERVICE_UNAVAILABLE' }, 'file storage unavailable');
      retryLater(reply);
    } else if (answer.code === 'SERVICE_UNAVAILABLE') {
      logOutage(request.log, error);
      retryLater(reply);
    } else if (answer.status >= 500) request.log.error(error);
    reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  // The session is checked before any byte of the body is read.
  app.addHook('onRequest', async (request) => requireSession(db, request));
  const keys = idempotencyKeys(app, db, config.requestTimeoutSeconds);

  app.post('/api/upload', async (request, reply) => {
    const form = await readUploadForm(request, largestUpload(config));
    // A retry with the same Idempotency-Key and the same files gets the first answer; nothing is stored twice.
    await keys.claim(request, reply, uploaders.get(request) ?? null, formFingerprint(form));
    if (reply.sent) return reply;
    const type = form.fields.type?.trim() ?? '';
    if (type === '') throw badField('type', `Falta el tipo de subida (type): ${TYPE_LIST}`);
    if (PLANNED_TYPES.includes(type)) throw badField('type', `Las subidas de tipo ${type} aún no están disponibles`);
    const policy = Object.hasOwn(UPLOAD_POLICIES, type) ? UPLOAD_POLICIES[type] : undefined;
    if (!policy) throw badField('type', `Tipo de subida no válido: use ${TYPE_LIST}`);
    // What the upload stores names its uploader to the change history (audited.ts).
    const writer = audited(db, uploaders.get(request) ?? null);
    const stored: StoredUpload[] =
      policy.store === 'media'
        ? await uploadMedia(writer, config, policy, form, request)
        : await uploadColumnImage(writer, config, policy, form, request);
    // Returned: the answer is sent once, whatever its hooks await (the idempotency record).
    return reply.header('cache-control', 'no-store').send(stored);
  });
}
