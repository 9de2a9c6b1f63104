/**
 * Walks the whole schema: every query and mutation except login, called without a token, with a
 * malformed one, with an unknown one, with an expired one and with a revoked one, answers
 * UNAUTHENTICATED and changes nothing.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { typeDefs } from '../../server/graphql/schema';
import { hashToken } from '../../server/auth/tokens';
import { describeApi, ADMIN } from '../server/helpers/app';

const schema = buildSchema(typeDefs());

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleValue(f.type)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    default:
      return 'x';
  }
}

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isObjectType(named)) {
    const scalar = Object.values(named.getFields()).find((f) => {
      const inner = getNamedType(f.type);
      return (isScalarType(inner) || isEnumType(inner)) && f.args.length === 0;
    });
    return ` { ${scalar ? scalar.name : '__typename'} }`;
  }
  return ' { __typename }';
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const variables = Object.fromEntries(field.args.map((a) => [a.name, sampleValue(a.type)]));
  const query = `${kind} Walk${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection(field.type)} }`;
  return { query, variables };
}

const operations = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query' as const, field: f })),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation' as const, field: f })),
].filter((op) => op.field.name !== 'login');

describeApi('every operation but login requires a live session', (api) => {
  const tokens: Record<string, () => Promise<string | null>> = {
    'no token': async () => null,
    'a malformed token': async () => 'not a token!',
    'an unknown token': async () => 'A'.repeat(43),
    'an expired token': async () => {
      const { data } = await api().call<{ login: { token: string } }>(
        'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
        { u: ADMIN.email, p: ADMIN.password },
      );
      await api().db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
        hashToken(data!.login.token),
      ]);
      return data!.login.token;
    },
    'a revoked token': async () => {
      const { data } = await api().call<{ login: { token: string } }>(
        'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
        { u: ADMIN.email, p: ADMIN.password },
      );
      await api().call('mutation { logout }', {}, data!.login.token);
      return data!.login.token;
    },
  };

  it('covers a schema with operations to walk', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
  });

  for (const [label, makeToken] of Object.entries(tokens)) {
    it(`refuses each operation with ${label}`, async () => {
      const token = await makeToken();
      const before = await api().db.query('SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL');
      for (const op of operations) {
        const { query, variables } = documentFor(op.kind, op.field);
        const answer = await api().call(query, variables, token);
        expect(answer.errors?.[0]?.extensions?.code, `${op.field.name}: ${JSON.stringify(answer)}`).toBe('UNAUTHENTICATED');
      }
      expect(await api().db.query('SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL')).toEqual(before);
    });
  }

  it('the same walk with a valid token is not refused (the guard is not refusing everything)', async () => {
    for (const op of operations.filter((o) => o.field.name !== 'logout')) {
      const { query, variables } = documentFor(op.kind, op.field);
      const answer = await api().call(query, variables, api().token);
      expect(answer.errors?.[0]?.extensions?.code, op.field.name).not.toBe('UNAUTHENTICATED');
    }
  });
});
