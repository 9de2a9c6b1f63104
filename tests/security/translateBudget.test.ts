/**
 * translate sends a paid provider what a caller asks: one request may not fan out without limit
 * (28 aliased calls × 10,000 characters × 3 languages used to send 840,000 characters at once), and
 * each user has a daily character budget (TRANSLATE_DAILY_CHARS). Refusals are TOO_MANY_REQUESTS in
 * Spanish and send nothing to the provider (a local fake of Google's service counts what it gets).
 */
import { hashPassword } from '../../server/auth/passwords';
import { describeApi, type TestApi } from '../server/helpers/app';
import { FAKE_KEY, startFakeTranslator } from '../server/helpers/fakeTranslator';

const fake = await startFakeTranslator();
afterAll(() => fake.close());

const TRANSLATE = `mutation($text: String!, $targets: [String!]!) {
  translate(text: $text, source: "es", targets: $targets) { lang text }
}`;

/** One document with `n` aliased translate calls of the same text. */
const aliased = (n: number) =>
  `mutation($text: String!) { ${Array.from({ length: n }, (_, i) => `t${i}: translate(text: $text, source: "es", targets: ["en", "gl", "pt"]) { lang }`).join(' ')} }`;

/** Characters the fake service has received since `from` (one request per target). */
const sentSince = (from: number) =>
  fake.requests.slice(from).reduce((sum, r) => sum + [...String((r.body as { q?: string }).q ?? '')].length, 0);

const PER_REQUEST = 'Demasiado texto para traducir en una sola petición: como máximo 30.000 caracteres entre todos los idiomas de destino';

describeApi(
  'translate budgets',
  (api) => {
    const call = (query: string, variables: Record<string, unknown>, token = api().token) => api().call(query, variables, token);

    async function otherAdmin(api: TestApi, email: string): Promise<string> {
      const hash = await hashPassword('other-pass-123');
      await api.db.query("INSERT INTO users (name, email, password_hash, staff_role) VALUES ('Otra', $1, $2, 'administrador')", [
        email,
        hash,
      ]);
      const login = await api.call<{ login: { token: string } }>(
        'mutation($u: String!, $p: String!) { login(user: $u, pass: $p) { token } }',
        {
          u: email,
          p: 'other-pass-123',
        },
      );
      return login.data!.login.token;
    }

    it('28 aliased calls of 10,000 characters: the second is refused (past 30,000 characters), the rest never run, only 30,000 are sent', async () => {
      const token = await otherAdmin(api(), 'alias@example.com');
      const before = fake.requests.length;
      const answer = await call(aliased(28), { text: 'a'.repeat(10_000) }, token);
      // mutations run one after the other: the refusal of t1 ends the document
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]).toMatchObject({ message: PER_REQUEST, path: ['t1'], extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(sentSince(before)).toBe(30_000);
    });

    it('one text into three languages up to 30,000 characters in all passes; the next request has its own budget', async () => {
      const before = fake.requests.length;
      const first = await call(TRANSLATE, { text: 'b'.repeat(10_000), targets: ['en', 'gl', 'pt'] });
      expect(first.errors).toBeUndefined();
      const second = await call(TRANSLATE, { text: 'c'.repeat(10_000), targets: ['en', 'gl', 'pt'] });
      expect(second.errors).toBeUndefined();
      expect(sentSince(before)).toBe(60_000);
    });

    it('the daily budget (100,000 here) refuses the call that would pass it, sends nothing for it, and counts per user', async () => {
      const token = await otherAdmin(api(), 'daily@example.com');
      const before = fake.requests.length;
      for (let i = 0; i < 3; i += 1) {
        const ok = await call(TRANSLATE, { text: 'd'.repeat(10_000), targets: ['en', 'gl', 'pt'] }, token);
        expect(ok.errors).toBeUndefined();
      }
      // 90,000 spent: 3 × 4,000 = 12,000 more would pass 100,000
      const refused = await call(TRANSLATE, { text: 'e'.repeat(4_000), targets: ['en', 'gl', 'pt'] }, token);
      expect(refused.data).toBeNull();
      expect(refused.errors![0]).toMatchObject({
        message: 'Ha agotado su cupo diario de traducción (100.000 caracteres): vuelva a intentarlo mañana',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect(sentSince(before)).toBe(90_000);
      // what still fits is sent: 10,000 more reaches exactly 100,000
      const last = await call(TRANSLATE, { text: 'f'.repeat(5_000), targets: ['en', 'gl'] }, token);
      expect(last.errors).toBeUndefined();
      const [row] = await api().db.query<{ chars: number }>(
        "SELECT chars FROM translate_usage WHERE iduser = (SELECT iduser FROM users WHERE email = 'daily@example.com')",
      );
      expect(Number(row.chars)).toBe(100_000);
      // another user is not held by this one's count
      const mine = await call(TRANSLATE, { text: 'g'.repeat(100), targets: ['en'] });
      expect(mine.errors).toBeUndefined();
    });

    it('empty texts and refused arguments cost nothing', async () => {
      const token = await otherAdmin(api(), 'free@example.com');
      await call(TRANSLATE, { text: '   ', targets: ['en', 'gl', 'pt'] }, token);
      await call(TRANSLATE, { text: 'hola', targets: ['xx'] }, token);
      const rows = await api().db.query(
        "SELECT 1 FROM translate_usage WHERE iduser = (SELECT iduser FROM users WHERE email = 'free@example.com')",
      );
      expect(rows).toHaveLength(0);
    });
  },
  { TRANSLATE_PROVIDER: 'google', TRANSLATE_KEY: FAKE_KEY, TRANSLATE_URL: fake.url, TRANSLATE_DAILY_CHARS: '100000' },
);
