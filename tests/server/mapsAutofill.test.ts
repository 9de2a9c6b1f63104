/**
 * What a maps search fills in the place editor (issue 10): the categories of part 1 §5 from the
 * place types (domain/mapsCategories.ts) and the hours draft from Google-style opening periods
 * (domain/mapsHours.ts). Expected names and hours are written here literally; every draft is also
 * checked by the hours model itself (hoursProblems of hoursOf finds nothing).
 */
import {
  categoryIdsForTypes,
  categoryNamesForTypes,
  closedWeek,
  hoursFromPeriods,
  hoursOf,
  hoursProblems,
  type DayHours,
  type HoursDraft,
  type MapsOpeningPeriod,
} from '../../domain';
import { SPEC_CATEGORIES } from '../support/spec';

describe('categories from place types (part 1 §5)', () => {
  test.each([
    ['restaurant', 'Restaurante'],
    ['lodging', 'Alojamiento'],
    ['museum', 'Museo'],
    ['bar', 'Café / Bar'],
    ['cafe', 'Café / Bar'],
    ['store', 'Tienda'],
    ['park', 'Parque urbano / rural'],
    ['shopping_mall', 'Centro comercial'],
    ['school', 'Estudios'],
    ['amusement_park', 'Parque de ocio y atracciones'],
    ['hospital', 'Servicios'],
    ['pharmacy', 'Servicios'],
    ['doctor', 'Servicios'],
  ])('%s gives %s', (type, name) => {
    expect(categoryNamesForTypes([type])).toEqual([name]);
  });

  test('several types give each category once, in the order of the first type giving it; others give none', () => {
    expect(categoryNamesForTypes(['bar', 'point_of_interest', 'cafe', 'restaurant', 'food', 'establishment'])).toEqual([
      'Café / Bar',
      'Restaurante',
    ]);
    expect(categoryNamesForTypes(['doctor', 'health', 'store', 'pharmacy', 'hospital'])).toEqual(['Servicios', 'Tienda']);
    expect(categoryNamesForTypes(['lodging', 'restaurant', 'park', 'amusement_park'])).toEqual([
      'Alojamiento',
      'Restaurante',
      'Parque urbano / rural',
      'Parque de ocio y atracciones',
    ]);
  });

  test('no known type, no category (nor from names an object has of its own)', () => {
    expect(categoryNamesForTypes([])).toEqual([]);
    expect(categoryNamesForTypes(['point_of_interest', 'establishment', 'Restaurant', 'RESTAURANT', 'playground'])).toEqual([]);
    expect(categoryNamesForTypes(['toString', 'constructor', '__proto__', 'hasOwnProperty'])).toEqual([]);
  });

  const categories = [
    { id: 4, name: 'CAFE / BAR' },
    { id: 7, name: 'restaurante' },
    { id: 9, name: '  Parque de Ocio y  Atracciones ' },
    { id: 12, name: 'Servícios' },
    { id: 15, name: 'Tienda' },
    { id: 16, name: 'Tienda' },
    { id: 20, name: 'Parque infantil' },
  ];

  test('ids are found by name whatever the case, accents and spaces, in the order of the names', () => {
    expect(categoryIdsForTypes(['cafe', 'restaurant'], categories)).toEqual([4, 7]);
    expect(categoryIdsForTypes(['restaurant', 'bar', 'cafe'], categories)).toEqual([7, 4]);
    expect(categoryIdsForTypes(['amusement_park'], categories)).toEqual([9]);
    expect(categoryIdsForTypes(['pharmacy', 'doctor'], categories)).toEqual([12]);
    expect(categoryIdsForTypes(['store'], categories)).toEqual([15]);
  });

  test('a category missing from the list gives no id; nothing matches no list', () => {
    expect(categoryIdsForTypes(['museum', 'lodging', 'restaurant'], categories)).toEqual([7]);
    expect(categoryIdsForTypes(['park'], categories)).toEqual([]);
    expect(categoryIdsForTypes(['restaurant'], [])).toEqual([]);
    expect(categoryIdsForTypes([], categories)).toEqual([]);
  });

  test('every name of the mapping is one of the categories of part 1 §5 (the demo data has each: seed.test.ts)', () => {
    const demo = SPEC_CATEGORIES.map((name, i) => ({ id: 100 + i, name }));
    const all = ['restaurant', 'lodging', 'museum', 'bar', 'cafe', 'store', 'park', 'shopping_mall', 'school', 'amusement_park'];
    // Ids 100.. in the list's order: Restaurante 100 … Servicios 109; 'Parque infantil' (110) comes from no type.
    expect(categoryIdsForTypes([...all, 'hospital', 'pharmacy', 'doctor'], demo)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
    expect(demo.find((c) => c.name === 'Parque de ocio y atracciones')).toBeDefined();
  });
});

type Pairs = [string, string][];
/** A whole week, closed except the days given (pairs, or 'all24'). */
const week = (days: Partial<Record<DayHours['day'], Pairs | 'all24'>>): HoursDraft => ({
  alwaysOpen: false,
  seasonOpen: false,
  days: closedWeek().map((d) => {
    const spec = days[d.day];
    if (spec === 'all24') return { ...d, all24: true };
    return { ...d, hours: (spec ?? []).map(([open, close]) => ({ open, close })) };
  }),
});
/** A Google period: day 0 = Sunday … 6 = Saturday. */
const p = (openDay: number, open: string, closeDay: number, close: string): MapsOpeningPeriod => ({
  open: { day: openDay, time: open },
  close: { day: closeDay, time: close },
});
/** The draft, checked by the hours model: no problem at all. */
const filled = (periods: MapsOpeningPeriod[]) => {
  const draft = hoursFromPeriods(periods);
  expect(draft).not.toBeNull();
  expect(hoursProblems(hoursOf(draft!))).toEqual([]);
  return draft;
};

describe('hours from opening periods', () => {
  test('no periods: null (hours unknown)', () => {
    expect(hoursFromPeriods([])).toBeNull();
    expect(hoursFromPeriods(undefined)).toBeNull();
    expect(hoursFromPeriods(null)).toBeNull();
  });

  test('one period opening Sunday 0000 without a close: always open', () => {
    const draft = filled([{ open: { day: 0, time: '0000' } }]);
    expect(draft).toEqual({ alwaysOpen: true, seasonOpen: false, days: week({}).days });
    expect(hoursOf(draft!)).toEqual([{ alwaysOpen: true }]);
  });

  test('a usual week: two pairs Monday to Friday (given out of order), Saturday morning, Sunday closed', () => {
    const periods = [1, 2, 3, 4, 5].flatMap((d) => [p(d, '1700', d, '2030'), p(d, '0900', d, '1400')]);
    const workday: Pairs = [
      ['09:00', '14:00'],
      ['17:00', '20:30'],
    ];
    expect(filled([p(6, '1000', 6, '1400'), ...periods])).toEqual(
      week({ Lunes: workday, Martes: workday, Miércoles: workday, Jueves: workday, Viernes: workday, Sábado: [['10:00', '14:00']] }),
    );
  });

  test('a period crossing midnight stays one pair on the day it opens: Friday 20:00 → Saturday 02:00 (issue 15)', () => {
    expect(filled([p(5, '2000', 6, '0200')])).toEqual(week({ Viernes: [['20:00', '02:00']] }));
  });

  test('Saturday night into Sunday, and Sunday night into Monday (the ends of both weeks)', () => {
    expect(filled([p(6, '2200', 0, '0300')])).toEqual(week({ Sábado: [['22:00', '03:00']] }));
    expect(filled([p(0, '2200', 1, '0100')])).toEqual(week({ Domingo: [['22:00', '01:00']] }));
    // Sunday's night and Monday's early opening touch: one night, written on Sunday.
    expect(filled([p(0, '2200', 1, '0000'), p(1, '0000', 1, '0130')])).toEqual(week({ Domingo: [['22:00', '01:30']] }));
  });

  test('night after night: each night on the day it starts', () => {
    expect(filled([p(4, '2100', 5, '0230'), p(5, '2100', 6, '0330'), p(6, '2100', 0, '0400')])).toEqual(
      week({ Jueves: [['21:00', '02:30']], Viernes: [['21:00', '03:30']], Sábado: [['21:00', '04:00']] }),
    );
  });

  test('a night and the next morning that touch or overlap are one pair; exactly 24 hours is cut at midnight', () => {
    expect(filled([p(5, '2000', 6, '0200'), p(6, '0130', 6, '0300')])).toEqual(week({ Viernes: [['20:00', '03:00']] }));
    expect(filled([p(1, '1000', 2, '1000')])).toEqual(week({ Lunes: [['10:00', '00:00']], Martes: [['00:00', '10:00']] }));
  });

  test('a day covered from 00:00 to 24:00 is open 24 hours', () => {
    expect(filled([p(1, '0000', 2, '0000')])).toEqual(week({ Lunes: 'all24' }));
    // Touching halves, and an overlapping evening that runs to midnight.
    expect(filled([p(2, '1200', 3, '0000'), p(2, '0000', 2, '1200')])).toEqual(week({ Martes: 'all24' }));
    expect(filled([p(3, '0000', 3, '1900'), p(3, '1800', 4, '0000')])).toEqual(week({ Miércoles: 'all24' }));
    // Thursday 08:00 to Saturday 10:00: Friday whole.
    expect(filled([p(4, '0800', 6, '1000')])).toEqual(
      week({ Jueves: [['08:00', '00:00']], Viernes: 'all24', Sábado: [['00:00', '10:00']] }),
    );
    // Sunday 00:00 to Saturday 24:00: every day.
    expect(filled([p(0, '0000', 6, '2400')])).toEqual(
      week({ Lunes: 'all24', Martes: 'all24', Miércoles: 'all24', Jueves: 'all24', Viernes: 'all24', Sábado: 'all24', Domingo: 'all24' }),
    );
  });

  test('a close at 2400 is the end of the day', () => {
    expect(filled([p(5, '1800', 5, '2400')])).toEqual(week({ Viernes: [['18:00', '00:00']] }));
  });

  test('within a day pairs are sorted by opening, and overlapping or touching ones merged', () => {
    expect(filled([p(2, '1700', 2, '2000'), p(2, '0900', 2, '1400'), p(2, '1300', 2, '1500'), p(2, '2000', 2, '2100')])).toEqual(
      week({
        Martes: [
          ['09:00', '15:00'],
          ['17:00', '21:00'],
        ],
      }),
    );
    expect(filled([p(1, '1000', 1, '1200'), p(1, '0900', 1, '1800'), p(1, '1300', 1, '1400')])).toEqual(
      week({ Lunes: [['09:00', '18:00']] }),
    );
  });

  test('at most 6 pairs a day: the earliest kept, the rest dropped', () => {
    const hours = ['0100', '0300', '0500', '0700', '0900', '1100', '1300', '1500'];
    const shuffled = [5, 2, 7, 0, 3, 6, 1, 4].map((i) => p(3, hours[i], 3, `${hours[i].slice(0, 2)}30`));
    expect(filled(shuffled)).toEqual(
      week({
        Miércoles: [
          ['01:00', '01:30'],
          ['03:00', '03:30'],
          ['05:00', '05:30'],
          ['07:00', '07:30'],
          ['09:00', '09:30'],
          ['11:00', '11:30'],
        ],
      }),
    );
  });

  test('a pair from 23:59 past midnight keeps its minute; one closing at midnight closes at 00:00', () => {
    expect(filled([p(5, '2359', 6, '0100')])).toEqual(week({ Viernes: [['23:59', '01:00']] }));
    expect(filled([p(5, '2359', 6, '0000')])).toEqual(week({ Viernes: [['23:59', '00:00']] }));
  });

  const malformed = [
    p(7, '0900', 7, '1400'),
    p(-1, '0900', -1, '1400'),
    p(1.5, '0900', 1.5, '1400'),
    { open: { day: '1', time: '0900' }, close: { day: '1', time: '1400' } },
    p(1, '900', 1, '1400'),
    p(1, '0900', 1, '2460'),
    p(1, '09:00', 1, '14:00'),
    p(1, '2400', 2, '0100'),
    p(1, 'abcd', 1, '1400'),
    p(1, '0900', 8, '1400'),
    p(2, '1000', 2, '1000'),
    { open: { day: 1, time: '0900' } },
    { close: { day: 1, time: '1400' } },
    { open: null, close: { day: 1, time: '1400' } },
    null,
    'Mo-Fr 09:00-14:00',
    42,
  ] as unknown as MapsOpeningPeriod[];

  test('malformed periods are ignored; days without periods are closed', () => {
    expect(filled([...malformed, p(4, '1000', 4, '1300')])).toEqual(week({ Jueves: [['10:00', '13:00']] }));
  });

  test('only malformed periods: null, as with none', () => {
    expect(hoursFromPeriods(malformed)).toBeNull();
  });
});
