/** npm run bench's options (the benchmark itself never runs in npm test). */
import { parseOptions, UsageError } from '../../bench/options';

describe('bench options', () => {
  const env = {};
  it('defaults to both engines, 1,000,000 places on PostgreSQL and 100,000 on PGlite', () => {
    const o = parseOptions([], env, '/repo');
    expect(o.engines).toEqual(['pg', 'pglite']);
    expect(o.targets).toEqual({ pg: 1_000_000, pglite: 100_000 });
    expect(o.pgUrl).toBe('postgres://postgres@127.0.0.1:5432/bench_places');
    expect(o.pgliteDir).toBe('/repo/data-bench');
    expect(o.content).toBe(100_000);
    expect(o.only).toBeNull();
    expect(o.runs).toBe(60);
  });

  it('--content, --only content and --runs; --quick generates 5,000 of each content table', () => {
    expect(parseOptions(['--quick'], env).content).toBe(5000);
    const o = parseOptions(['--content=2000', '--only', 'content', '--runs', '10'], env);
    expect(o.content).toBe(2000);
    expect(o.only).toBe('content');
    expect(o.runs).toBe(10);
    expect(parseOptions(['--quick', '--runs=7'], env).runs).toBe(7);
  });

  it('--quick uses small databases of its own; --places and --engine override', () => {
    const quick = parseOptions(['--quick', '--engine', 'pglite'], env, '/repo');
    expect(quick.engines).toEqual(['pglite']);
    expect(quick.targets.pglite).toBe(20_000);
    expect(quick.pgUrl).toMatch(/\/bench_places_quick$/);
    expect(quick.pgliteDir).toBe('/repo/data-bench/quick');
    expect(parseOptions(['--places=5000'], env).targets).toEqual({ pg: 5000, pglite: 5000 });
    expect(parseOptions([], { BENCH_DATABASE_URL: 'postgres://x@h:1/b', BENCH_PGLITE_DIR: '/tmp/b' }).pgUrl).toBe('postgres://x@h:1/b');
  });

  it('--only community: a database of its own with 1,000,000 users and reviews on PostgreSQL, 100,000 on PGlite, 30 runs', () => {
    const o = parseOptions(['--only', 'community'], env, '/repo');
    expect(o.only).toBe('community');
    expect(o.pgUrl).toBe('postgres://postgres@127.0.0.1:5432/bench_community');
    expect(o.pgliteDir).toBe('/repo/data-bench/community');
    expect(o.community).toEqual({ pg: 1_000_000, pglite: 100_000 });
    expect(o.targets).toEqual({ pg: 20_000, pglite: 20_000 });
    expect(o.runs).toBe(30);
    const quick = parseOptions(['--only=community', '--quick', '--community', '3000'], env, '/repo');
    expect(quick.pgUrl).toMatch(/\/bench_community_quick$/);
    expect(quick.pgliteDir).toBe('/repo/data-bench/community/quick');
    expect(quick.community).toEqual({ pg: 3000, pglite: 3000 });
  });

  it('--only places: the places matrix on the places database (1,000,000 / 100,000), 30 runs per cell', () => {
    const o = parseOptions(['--only', 'places'], env, '/repo');
    expect(o.only).toBe('places');
    expect(o.targets).toEqual({ pg: 1_000_000, pglite: 100_000 });
    expect(o.pgUrl).toMatch(/\/bench_places$/);
    expect(o.runs).toBe(30);
  });

  it('refuses unknown or malformed options with the usage line', () => {
    for (const argv of [
      ['--engine', 'mysql'],
      ['--places', '0'],
      ['--places', 'mil'],
      ['--places', '99999999'],
      ['--fast'],
      ['--content', '0'],
      ['--content', '2000000'],
      ['--only', 'maps'],
      ['--runs', 'x'],
    ]) {
      expect(() => parseOptions(argv, env), argv.join(' ')).toThrow(UsageError);
      expect(() => parseOptions(argv, env)).toThrow(/Uso: npm run bench/);
    }
  });
});
