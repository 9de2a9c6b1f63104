/** npm run soak's options and bookkeeping (the soak itself never runs in npm test). */
import { Ledger } from '../../bench/soak/ledger';
import { parseSoakOptions, SoakUsageError } from '../../bench/soak/options';
import { errorsIn } from '../../bench/soak/report';

describe('soak options', () => {
  it('defaults to 50 clients for 60 s on PostgreSQL, without faults', () => {
    expect(parseSoakOptions([], {})).toMatchObject({ engine: 'pg', clients: 50, seconds: 60, faults: false });
    expect(parseSoakOptions([], {}).serverUrl).toBe('postgres://postgres@127.0.0.1:5432/');
    expect(parseSoakOptions(['--faults'], {}).storms).toEqual({ count: 3, seconds: 10, everyMs: 500 });
  });

  it('refuses too short a run for three faults, and malformed numbers; faults on the embedded engine are its SIGKILLs', () => {
    expect(parseSoakOptions(['--engine', 'pglite', '--faults'], {})).toMatchObject({ engine: 'pglite', faults: true });
    for (const argv of [
      ['--engine', 'pglite', '--faults', '--seconds', '30'],
      ['--faults', '--seconds', '30'],
      ['--clients', '0'],
      ['--seconds', 'x'],
      ['--slow'],
    ]) {
      expect(() => parseSoakOptions(argv, {}), argv.join(' ')).toThrow(SoakUsageError);
    }
    expect(parseSoakOptions(['--faults', '--seconds', '45'], {}).seconds).toBe(45);
  });
});

describe('soak ledger', () => {
  it('allows the last acknowledged value, or any attempted after it (its answer may have been lost after COMMIT)', () => {
    const ledger = new Ledger();
    ledger.attempt('place:1', 'r0', true);
    ledger.attempt('place:1', 'r1', false);
    ledger.attempt('place:1', 'r2', true);
    ledger.attempt('place:1', 'r3', false);
    expect(ledger.allowed('place:1')).toEqual(['r2', 'r3']);
    ledger.attempt('status:1', 2, false);
    expect(ledger.allowed('status:1')).toBeNull();
  });

  it('counts as errors anything but 200, and under faults anything but 200 or 503 SERVICE_UNAVAILABLE', () => {
    const answers = new Map([
      ['read 200 ok', 10],
      ['write 503 SERVICE_UNAVAILABLE', 3],
      ['write 200 INTERNAL_SERVER_ERROR', 1],
      ['read 0 NO_ANSWER', 2],
    ]);
    const tally = { answers, ms: { read: [], write: [] } };
    expect(errorsIn(tally, true)).toBe(3);
    expect(errorsIn(tally, false)).toBe(6);
    // While a killed process is down (PGlite faults), no answer at all is expected too.
    expect(errorsIn(tally, true, true)).toBe(1);
  });
});
