/**
 * GraphQL resource limits (issue 8, points 1, 4 and 9): what an anonymous or logged-in caller may
 * send is bounded before heavy work, the cost counts rows and statements, and production gives no
 * "Did you mean" hints.
 */
import { describeApi } from '../server/helpers/app';
import { PLACES_LIST, DASHBOARD } from '../../bench/documents';
import { gql, raw } from './support/http';

const unusedVariables = (n: number, prefix = 'v') =>
  `query Q(${Array.from({ length: n }, (_, i) => `$${prefix}${i}: Int`).join(', ')}) { __typename }`;

describeApi(
  'GraphQL documents: size, tokens and cost',
  (api) => {
    const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(api().app, query, variables, { token: api().token });

    it('an anonymous 2 MB document of 150,000 unused variables is refused with 413 before parsing', async () => {
      const query = unusedVariables(150_000);
      expect(query.length).toBeGreaterThan(2_000_000);
      const answer = await gql(api().app, query);
      expect(answer.status).toBe(413);
      expect(answer.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('an anonymous body just over 16 KB is refused even without Content-Length (streamed)', async () => {
      const body = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(17 * 1024)}` });
      const answer = await raw(api().app, {
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: body,
      });
      expect(answer.status).toBe(413);
    });

    it('a logged-in body over 2 MB is refused with 413 and the limit in Spanish', async () => {
      const answer = await asAdmin('query($s: String) { countPlaces(search: $s) }', { s: 'x'.repeat(2 * 1024 * 1024 + 1) });
      expect(answer.status).toBe(413);
      expect(answer.json().errors[0].message).toBe('La petición es demasiado grande (máximo 2 MB)');
    });

    it('a query text over 64 KB is refused before parsing, even with a session', async () => {
      const answer = await asAdmin(`{ __typename } # ${'x'.repeat(65 * 1024)}`);
      expect(answer.status).toBe(413);
      expect(answer.json().errors[0].message).toMatch(/texto de la consulta es demasiado largo \(máximo 64 KB\)/);
    });

    it('the parser stops at 5,000 tokens', async () => {
      const answer = await asAdmin(unusedVariables(2_000));
      expect(answer.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(answer.json().errors[0].message).toMatch(/more that 5000 tokens/);
    });

    it('a document failing validation is refused with 400, anonymous or not', async () => {
      for (const token of [null, api().token]) {
        const answer = await gql(api().app, unusedVariables(500, `t${token ? 'a' : 'b'}`), {}, { token });
        expect(answer.status).toBe(400);
        expect(answer.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    });

    it('a fragment bomb (each fragment spreading the next twice, 30 deep) is refused as too costly', async () => {
      const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
      const answer = await asAdmin(`{ ...F0 } ${fragments} fragment F30 on Query { countPlaces }`);
      expect(answer.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });

    it('80 aliases of a 100-row search list (within 400 fields) are refused: the cost counts rows and statements', async () => {
      const aliases = Array.from({ length: 80 }, (_, i) => `a${i}: allPlaces(items: 100, search: "a") { idplace }`).join(' ');
      const answer = await asAdmin(`{ ${aliases} }`);
      expect(answer.json().data).toBeNull();
      expect(answer.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      expect(answer.json().errors[0].message).toMatch(/demasiado trabajo: coste 28\.080 \(máximo 10\.000; 80 listas/);
    });

    it('80 aliased search counts are refused too; a variable page size counts as 100 rows', async () => {
      const counts = Array.from({ length: 80 }, (_, i) => `c${i}: countPlaces(search: "a")`).join(' ');
      expect((await asAdmin(`{ ${counts} }`)).json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
      const lists = Array.from({ length: 30 }, (_, i) => `l${i}: allUsers(items: $n) { iduser }`).join(' ');
      expect((await asAdmin(`query($n: Int) { ${lists} }`, { n: 1 })).json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });

    it("the panel's own documents pass: the dashboard and the places list at its largest page", async () => {
      expect((await asAdmin(DASHBOARD)).json().errors).toBeUndefined();
      const list = await asAdmin(PLACES_LIST, { items: 100, page: 1, order: 'name', search: 'a' });
      expect(list.json().errors).toBeUndefined();
    });

    it('a JSON array of operations (batching) is refused', async () => {
      const answer = await raw(api().app, {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api().token}` },
        payload: JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ countPlaces }' }))),
      });
      expect(answer.status).toBe(400);
    });

    it('a mutation over GET is refused', async () => {
      const answer = await raw(api().app, {
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('mutation { logout }')}`,
        headers: { authorization: `Bearer ${api().token}` },
      });
      expect(answer.status).toBe(405);
    });

    it('outside production, validation errors keep their hints', async () => {
      const answer = await asAdmin('{ allPlace { idplace } }');
      expect(answer.json().errors[0].message).toMatch(/Did you mean "allPlaces"/);
    });
  },
  undefined,
  { httpOnly: true },
);

describeApi(
  'GraphQL documents in production',
  (api) => {
    const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(api().app, query, variables, { token: api().token });

    it('gives no "Did you mean" hints naming fields, arguments or types', async () => {
      // Each typo, and the schema name graphql would have suggested for it.
      for (const [query, hidden] of [
        ['{ allPlace { idplace } }', '"allPlaces"'],
        ['{ allPlaces { idplac } }', '"idplace"'],
        ['{ allPlaces(item: 1) { idplace } }', '"items"'],
        ['query($x: Plac) { __typename }', '"Place"'],
      ]) {
        for (const token of [api().token, null]) {
          const answer = await gql(api().app, query, {}, { token });
          const messages = answer
            .json()
            .errors.map((e: { message: string }) => e.message)
            .join(' ');
          expect(messages, query).not.toContain('Did you mean');
          expect(messages, query).not.toContain(hidden);
          expect(answer.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
        }
      }
    });

    it('refuses introspection and serves no GraphiQL', async () => {
      expect((await asAdmin('{ __schema { types { name } } }')).json().errors[0].message).toMatch(/introspection/i);
      expect((await asAdmin('{ __type(name: "Place") { fields { name } } }')).json().errors[0].message).toMatch(/introspection/i);
      for (const url of ['/graphiql', '/graphiql/app.js']) expect((await raw(api().app, { method: 'GET', url })).status, url).toBe(404);
    });
  },
  { NODE_ENV: 'production' },
  { httpOnly: true },
);
