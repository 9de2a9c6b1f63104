/**
 * Which database errors are an outage (SERVICE_UNAVAILABLE: retryable, HTTP 503) and which are
 * not, for the exact shapes pg, pg-pool and PGlite produce. A connection-level SQLSTATE that falls
 * through becomes "Error interno del servidor" for a write that only needed retrying.
 */
import { databaseFault, isConnectionLoss } from '../../server/db/faults';

/** An error as pg builds it from a server's ErrorResponse. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code ?? 'unchanged';

describe('database errors that mean the connection is gone or refused', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08001', 'sqlclient_unable_to_establish_sqlconnection'],
    ['08004', 'sqlserver_rejected_establishment_of_sqlconnection'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P04', 'database dropped'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['25P03', 'terminating connection due to idle-in-transaction timeout'],
    ['53300', 'sorry, too many clients already'],
  ])('SQLSTATE %s (%s) is SERVICE_UNAVAILABLE, retryable, 503', (code, message) => {
    const fault = databaseFault(serverError(code, message), 10) as { statusCode: number; extensions: Record<string, unknown> };
    expect(fault.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
    expect(fault.statusCode).toBe(503);
  });

  it.each([
    ['pg-pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pg-pool connection timeout', new Error('Connection terminated due to connection timeout')],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['client marked broken', new Error('Client has encountered a connection error and is not queryable')],
    ['server refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['embedded engine closed', new Error('PGlite is closed')],
    ['FATAL text without its code', new Error('terminating connection due to idle-in-transaction timeout')],
  ])('%s is SERVICE_UNAVAILABLE', (_name, error) => {
    expect(isConnectionLoss(error)).toBe(true);
    expect(codeOf(databaseFault(error, 10))).toBe('SERVICE_UNAVAILABLE');
  });

  it('statement_timeout (57014) is QUERY_TIMEOUT, not retryable', () => {
    const fault = databaseFault(serverError('57014', 'canceling statement due to statement timeout'), 10) as {
      extensions: Record<string, unknown>;
    };
    expect(fault.extensions).toMatchObject({ code: 'QUERY_TIMEOUT', retryable: false });
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['25P02', 'current transaction is aborted, commands ignored until end of transaction block'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['42P01', 'relation "nope" does not exist'],
  ])('SQLSTATE %s (%s) is left as it is: a bug or a conflict, not an outage', (code, message) => {
    const error = serverError(code, message);
    expect(isConnectionLoss(error)).toBe(false);
    expect(databaseFault(error, 10)).toBe(error);
  });
});
