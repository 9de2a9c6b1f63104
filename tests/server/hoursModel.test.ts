/**
 * domain/hours.ts, the hours model of part 1 §3 shared by the API and the panel: the three shapes
 * hoursOf produces (always open > seasonal > per-day), the draft read back, and the problems found
 * in hostile or mistaken hours — here the overlap check that must catch a pair inside an earlier
 * long pair even when a shorter pair sits between them.
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

test('an inverted pair names the day and both times', () => {
  expect(hoursProblems([{ day: 'Martes', hours: [{ open: '19:00', close: '16:00' }], all24: false }])).toEqual([
    { day: 'Martes', range: 0, message: 'Martes: la hora de cierre (16:00) debe ser posterior a la de apertura (19:00)' },
  ]);
});
