/**
 * domain/hours.ts and hoursProblems.ts, the hours model of part 1 §3 shared by the API and the
 * panel: the three shapes hoursOf produces (always open > seasonal > per-day), the draft read back,
 * and the problems found in hostile or mistaken hours — the overlap check that must catch a pair
 * inside an earlier long pair even when a shorter pair sits between them, and pairs past midnight
 * (issue 15): valid, unless they run into the next day's hours or open and close at the same time.
 */
import { closedWeek, draftOf, hoursOf, hoursProblems, type HoursDraft } from '../../domain';

const week = (days: Partial<Record<string, { open: string; close: string }[] | 'all24'>>) =>
  closedWeek().map((d) => {
    const v = days[d.day];
    return v === 'all24' ? { ...d, all24: true } : { ...d, hours: v ?? [] };
  });

test('always open wins over seasonal, which wins over the day rows', () => {
  const days = week({ Lunes: [{ open: '09:00', close: '14:00' }] });
  expect(hoursOf({ alwaysOpen: true, seasonOpen: true, days })).toEqual([{ alwaysOpen: true }]);
  expect(hoursOf({ alwaysOpen: false, seasonOpen: true, days })).toEqual([{ seasonOpen: true }]);
  const perDay = hoursOf({ alwaysOpen: false, seasonOpen: false, days });
  expect(perDay).toHaveLength(7);
  expect(perDay[0]).toEqual({ day: 'Lunes', hours: [{ open: '09:00', close: '14:00' }], all24: false });
  expect(perDay[6]).toEqual({ day: 'Domingo', hours: [], all24: false });
});

test('a week with nothing entered is sent as [] (hours unknown), so a place without hours keeps none', () => {
  expect(hoursOf({ alwaysOpen: false, seasonOpen: false, days: week({}) })).toEqual([]);
  expect(hoursOf(draftOf([]))).toEqual([]);
  expect(hoursOf(draftOf(null))).toEqual([]);
});

test('a 24-hour day is sent without its (hidden) pairs, and read back as a 24-hour day', () => {
  const draft: HoursDraft = { alwaysOpen: false, seasonOpen: false, days: week({ Sábado: 'all24' }) };
  draft.days[5].hours = [{ open: '10:00', close: '12:00' }];
  const sent = hoursOf(draft);
  expect(sent[5]).toEqual({ day: 'Sábado', hours: [], all24: true });
  expect(draftOf(sent).days[5]).toEqual({ day: 'Sábado', hours: [], all24: true });
});

test('a pair inside an earlier long pair overlaps even with a shorter pair between them', () => {
  const hours = [
    {
      day: 'Lunes',
      hours: [
        { open: '09:00', close: '18:00' },
        { open: '10:00', close: '11:00' },
        { open: '12:00', close: '13:00' },
      ],
      all24: false,
    },
  ];
  expect(hoursProblems(hours)).toEqual([
    { day: 'Lunes', range: 1, message: 'Lunes: los horarios se solapan' },
    { day: 'Lunes', range: 2, message: 'Lunes: los horarios se solapan' },
  ]);
});

test('pairs that touch (close 14:00, open 14:00) do not overlap; a close at 00:00 is midnight', () => {
  const hours = [
    {
      day: 'Viernes',
      hours: [
        { open: '09:00', close: '14:00' },
        { open: '14:00', close: '00:00' },
      ],
      all24: false,
    },
  ];
  expect(hoursProblems(hours)).toEqual([]);
});

test('a close earlier than the open runs past midnight: Viernes 20:00–02:00 is valid (issue 15)', () => {
  expect(hoursProblems([{ day: 'Viernes', hours: [{ open: '20:00', close: '02:00' }], all24: false }])).toEqual([]);
  // A bar open every night until 03:00, Sunday's night ending on Monday morning.
  const nightly = closedWeek().map((d) => ({ ...d, hours: [{ open: '21:00', close: '03:00' }] }));
  expect(hoursProblems(nightly)).toEqual([]);
  // Touching across midnight: Friday's night ends at 02:00, Saturday opens at 02:00.
  expect(
    hoursProblems([
      { day: 'Viernes', hours: [{ open: '20:00', close: '02:00' }], all24: false },
      { day: 'Sábado', hours: [{ open: '02:00', close: '05:00' }], all24: false },
    ]),
  ).toEqual([]);
});

test('the same time to open and to close is refused, except 00:00–00:00 (the whole day)', () => {
  expect(hoursProblems([{ day: 'Martes', hours: [{ open: '10:00', close: '10:00' }], all24: false }])).toEqual([
    {
      day: 'Martes',
      range: 0,
      message: 'Martes: la apertura y el cierre son la misma hora (10:00); para abrir todo el día, marque «Abierto 24 horas»',
    },
  ]);
  expect(hoursProblems([{ day: 'Martes', hours: [{ open: '00:00', close: '00:00' }], all24: false }])).toEqual([]);
});

test('a pair past midnight must not run into the next day: its pairs, a 24-hour next day, Sunday into Monday', () => {
  const friday = {
    day: 'Viernes',
    hours: [
      { open: '09:00', close: '13:00' },
      { open: '20:00', close: '02:00' },
    ],
    all24: false,
  };
  const message = 'Viernes: el horario de 20:00 a 02:00 pasa de medianoche y se solapa con el del sábado';
  expect(hoursProblems([friday, { day: 'Sábado', hours: [{ open: '01:00', close: '05:00' }], all24: false }])).toEqual([
    { day: 'Viernes', range: 1, message },
  ]);
  expect(hoursProblems([friday, { day: 'Sábado', hours: [], all24: true }])).toEqual([{ day: 'Viernes', range: 1, message }]);
  expect(
    hoursProblems([
      { day: 'Lunes', hours: [{ open: '00:00', close: '06:00' }], all24: false },
      { day: 'Domingo', hours: [{ open: '22:00', close: '01:00' }], all24: false },
    ]),
  ).toEqual([
    { day: 'Domingo', range: 0, message: 'Domingo: el horario de 22:00 a 01:00 pasa de medianoche y se solapa con el del lunes' },
  ]);
});

test("within its own day a pair past midnight overlaps a later pair; a 24-hour day's hidden pairs do not run on", () => {
  expect(
    hoursProblems([
      {
        day: 'Jueves',
        hours: [
          { open: '20:00', close: '02:00' },
          { open: '23:00', close: '23:30' },
        ],
        all24: false,
      },
    ]),
  ).toEqual([{ day: 'Jueves', range: 1, message: 'Jueves: los horarios se solapan' }]);
  expect(
    hoursProblems([
      { day: 'Jueves', hours: [{ open: '20:00', close: '02:00' }], all24: true },
      { day: 'Viernes', hours: [{ open: '01:00', close: '03:00' }], all24: false },
    ]),
  ).toEqual([]);
});
