/** E2E_WORKERS: how many browser test files run at once, each on its own API (tests/e2e/workers.ts). */
import { e2eWorkers } from '../e2e/workers';

describe('E2E_WORKERS', () => {
  it('unless told, one file for every two cores: 1 on two cores, 2 on four, never more than 4', () => {
    expect(e2eWorkers({}, 1)).toBe(1);
    expect(e2eWorkers({}, 2)).toBe(1);
    expect(e2eWorkers({}, 4)).toBe(2);
    expect(e2eWorkers({}, 6)).toBe(3);
    expect(e2eWorkers({}, 32)).toBe(4);
  });

  it('takes 1 to 4 whatever the cores', () => {
    expect(e2eWorkers({ E2E_WORKERS: '1' }, 16)).toBe(1);
    expect(e2eWorkers({ E2E_WORKERS: '4' }, 2)).toBe(4);
  });

  it.each(['0', '5', 'dos', '', '2.5', ' 2', '-1'])('refuses %j naming the variable', (raw) => {
    expect(() => e2eWorkers({ E2E_WORKERS: raw }, 2)).toThrow(`E2E_WORKERS debe ser un entero entre 1 y 4 (recibido «${raw}»)`);
  });
});
