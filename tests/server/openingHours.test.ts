/**
 * The hours of part 1 §3 in OpenStreetMap `opening_hours` syntax (domain/openingHours.ts): literal
 * expected texts for every shape, each one then read by opening_hours.js (the real parser, npm
 * `opening_hours`): no error, no warning, and over one week it opens exactly when the hours JSON
 * says (its open intervals equal the JSON's pairs, pairs past midnight included). Hostile or
 * mistaken hours have no OSM form.
 */
import OpeningHours from 'opening_hours';
import { closedWeek, hoursOf, type DayHours, type Hours, type TimeRange } from '../../domain';
import { openingHoursOf } from '../../domain/openingHours';
import { checkOpeningHours } from '../../domain/openingHoursCheck';

type DaySpec = TimeRange[] | 'all24';
/** A full week (Lunes..Domingo), closed except the days given. */
const week = (days: Partial<Record<DayHours['day'], DaySpec>>): DayHours[] =>
  closedWeek().map((d) => {
    const spec = days[d.day];
    return spec === 'all24' ? { ...d, all24: true } : { ...d, hours: spec ?? [] };
  });
const r = (open: string, close: string): TimeRange => ({ open, close });

/** Monday 23 November 2026, local time (no daylight-saving change that week). */
const MONDAY = new Date(2026, 10, 23);
const at = (day: number, time: string) => new Date(2026, 10, 23 + day, Number(time.slice(0, 2)), Number(time.slice(3, 5)));

/**
 * The open intervals the hours JSON means over that week, touching ones merged (as the parser does):
 * a close at 00:00 or earlier than the open is on the next day; Sunday's night ends on the Monday
 * that opens the week (the week read as a circle, as the parser reads the previous Sunday).
 */
function intervalsOf(hours: DayHours[]): [string, string][] {
  const weekEnd = at(7, '00:00');
  const raw = hours
    .flatMap((d) => {
      const day = d.day === 'Domingo' ? 6 : ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'].indexOf(d.day);
      const pairs = d.all24 ? [r('00:00', '00:00')] : d.hours;
      return pairs.flatMap(({ open, close }) => {
        const from = at(day, open);
        const to = close === '00:00' || close < open ? at(day + 1, close) : at(day, close);
        if (to.getTime() <= weekEnd.getTime()) return [[from, to]];
        return [
          [from, weekEnd],
          [at(0, '00:00'), at(day + 1 - 7, close)],
        ];
      });
    })
    .sort((a, b) => a[0].getTime() - b[0].getTime());
  const merged: Date[][] = [];
  for (const [from, to] of raw) {
    const last = merged[merged.length - 1];
    if (last && from.getTime() <= last[1].getTime()) last[1] = new Date(Math.max(last[1].getTime(), to.getTime()));
    else merged.push([from, to]);
  }
  return merged.map(([from, to]) => [from.toISOString(), to.toISOString()]);
}

/** What opening_hours.js says about `value` over the same week. */
function parserIntervals(value: string): [string, string][] {
  return new OpeningHours(value)
    .getOpenIntervals(MONDAY, at(7, '00:00'))
    .map(([from, to]) => [from.toISOString(), to.toISOString()] as [string, string]);
}

const expectParsedClean = (value: string) => {
  expect(checkOpeningHours(value)).toEqual({ valid: true, warnings: [] });
  expect(new OpeningHours(value).prettifyValue()).toBe(value);
};

const PER_DAY: [string, DayHours[], string][] = [
  [
    'split weekdays, a shorter Saturday, closed Sunday',
    week({
      Lunes: [r('09:00', '14:00'), r('16:00', '19:00')],
      Martes: [r('09:00', '14:00'), r('16:00', '19:00')],
      Miércoles: [r('09:00', '14:00'), r('16:00', '19:00')],
      Jueves: [r('09:00', '14:00'), r('16:00', '19:00')],
      Viernes: [r('16:00', '19:00'), r('09:00', '14:00')], // pairs out of order: sorted
      Sábado: [r('10:00', '14:00')],
    }),
    'Mo-Fr 09:00-14:00,16:00-19:00; Sa 10:00-14:00; Su off',
  ],
  [
    'two consecutive days as a list, a gap as a list of runs',
    week({
      Lunes: [r('10:00', '13:00')],
      Martes: [r('10:00', '13:00')],
      Miércoles: [r('10:00', '13:00')],
      Viernes: [r('10:00', '13:00')],
      Sábado: [r('11:00', '20:30')],
      Domingo: [r('11:00', '20:30')],
    }),
    'Mo-We,Fr 10:00-13:00; Th off; Sa,Su 11:00-20:30',
  ],
  [
    'a 24-hour day and a close at midnight',
    week({ Viernes: [r('18:00', '00:00')], Sábado: 'all24', Domingo: [r('00:00', '02:00'), r('12:00', '16:00')] }),
    'Mo-Th off; Fr 18:00-24:00; Sa 00:00-24:00; Su 00:00-02:00,12:00-16:00',
  ],
  ['one day open: the closed days share one rule', week({ Miércoles: [r('08:30', '09:15')] }), 'Mo,Tu,Th-Su off; We 08:30-09:15'],
  ['closed every day', week({}), 'Mo-Su off'],
  // Past midnight (issue 15): the closed days first, the open rules as additional rules (', '), so
  // no rule of the next day takes back the hours after midnight (docs/hours.md).
  [
    'a bar open past midnight on Friday and Saturday',
    week({ Viernes: [r('20:00', '02:00')], Sábado: [r('20:00', '03:00')] }),
    'Mo-Th,Su off; Fr 20:00-02:00, Sa 20:00-03:00',
  ],
  [
    'every night, later at the weekend (no closed day)',
    week({
      Lunes: [r('20:00', '01:00')],
      Martes: [r('20:00', '01:00')],
      Miércoles: [r('20:00', '01:00')],
      Jueves: [r('20:00', '01:00')],
      Viernes: [r('20:00', '03:00')],
      Sábado: [r('20:00', '03:00')],
      Domingo: [r('20:00', '01:00')],
    }),
    'Mo-Th,Su 20:00-01:00, Fr,Sa 20:00-03:00',
  ],
  [
    "Sunday's night ends on Monday, which has hours of its own",
    week({ Lunes: [r('10:00', '14:00')], Domingo: [r('22:00', '02:00')] }),
    'Tu-Sa off; Mo 10:00-14:00, Su 22:00-02:00',
  ],
  [
    'a day with a morning and a night, the next day open in the morning',
    week({ Viernes: [r('20:00', '02:00'), r('09:00', '13:00')], Sábado: [r('10:00', '14:00')] }),
    'Mo-Th,Su off; Fr 09:00-13:00,20:00-02:00, Sa 10:00-14:00',
  ],
  ['the whole day written 00:00–00:00', week({ Martes: [r('00:00', '00:00')] }), 'Mo,We-Su off; Tu 00:00-24:00'],
];

test.each(PER_DAY)('per day: %s', (_name, hours, expected) => {
  expect(openingHoursOf(hours)).toBe(expected);
  expectParsedClean(expected);
  expect(parserIntervals(expected)).toEqual(intervalsOf(hours));
});

test('always open is 24/7, open at any moment of the week', () => {
  const hours = hoursOf({ alwaysOpen: true, seasonOpen: true, days: week({ Lunes: [r('09:00', '10:00')] }) });
  expect(openingHoursOf(hours)).toBe('24/7');
  expectParsedClean('24/7');
  expect(parserIntervals('24/7')).toEqual([[MONDAY.toISOString(), at(7, '00:00').toISOString()]]);
});

test('seven 24-hour days also read 24/7', () => {
  const all = week({
    Lunes: 'all24',
    Martes: 'all24',
    Miércoles: 'all24',
    Jueves: 'all24',
    Viernes: 'all24',
    Sábado: 'all24',
    Domingo: 'all24',
  });
  expect(openingHoursOf(all)).toBe('24/7');
  expect(parserIntervals('24/7')).toEqual(intervalsOf(all));
});

test('seasonal is an unknown state with the comment "Abierto por temporada" (the JSON names no season)', () => {
  const value = openingHoursOf([{ seasonOpen: true }]);
  expect(value).toBe('unknown "Abierto por temporada"');
  expectParsedClean(value!);
  const parsed = new OpeningHours(value!);
  expect(parsed.getStateString(at(2, '12:00'))).toBe('unknown');
  expect(parsed.getComment(at(2, '12:00'))).toBe('Abierto por temporada');
});

test('no hours ([]) is no tag: the empty string', () => {
  expect(openingHoursOf([])).toBe('');
  expect(checkOpeningHours('')).toEqual({ valid: true, warnings: [] });
});

test('a partial list: the days it does not name are closed, as the editor reads them', () => {
  expect(openingHoursOf([{ day: 'Domingo', hours: [r('10:00', '14:00')], all24: false }])).toBe('Mo-Sa off; Su 10:00-14:00');
});

test.each<[string, unknown]>([
  ['same open and close', [{ day: 'Lunes', hours: [r('16:00', '16:00')], all24: false }]],
  [
    'a night running into the next day',
    [
      { day: 'Lunes', hours: [r('22:00', '03:00')], all24: false },
      { day: 'Martes', hours: [r('02:00', '04:00')], all24: false },
    ],
  ],
  ['overlapping pairs', [{ day: 'Lunes', hours: [r('09:00', '14:00'), r('13:00', '18:00')], all24: false }]],
  ['not a time', [{ day: 'Lunes', hours: [r('9', '14:00')], all24: false }]],
  ['OSM syntax smuggled in a time', [{ day: 'Lunes', hours: [r('09:00', '14:00; PH off')], all24: false }]],
  ['a quote in a day name', [{ day: 'Lunes"', hours: [], all24: false }]],
  ['not a list', { alwaysOpen: true }],
  ['a string', '24/7'],
  ['null', null],
  ['both modes in one entry', [{ alwaysOpen: true, seasonOpen: true }]],
  ['a huge string', [{ day: 'Lunes', hours: [r('09:00', 'x'.repeat(100_000))], all24: false }]],
])('%s has no OSM form (null)', (_name, hours) => {
  expect(openingHoursOf(hours)).toBeNull();
});

test('the parser refuses what is not opening_hours syntax, with its message', () => {
  const check = checkOpeningHours('Mo 25:00-26:00');
  expect(check.valid).toBe(false);
  expect(check).toMatchObject({ error: expect.stringContaining('Time range starts outside of the current day') });
});

test('a value the parser accepts with a warning is reported with that warning', () => {
  expect(checkOpeningHours('Mo 9-14')).toEqual({
    valid: true,
    warnings: ['Mo 9-14 <--- (Time range without minutes specified. Not very explicit! Please use this syntax instead "09:00-14:00".)'],
  });
});

test('Hours typed as the editor sends them convert without a cast', () => {
  const hours: Hours = hoursOf({ alwaysOpen: false, seasonOpen: false, days: week({ Lunes: 'all24' }) });
  expect(openingHoursOf(hours)).toBe('Mo 00:00-24:00; Tu-Su off');
});
