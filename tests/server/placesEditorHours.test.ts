/**
 * Hours through addPlace / updPlace: every shape of part 1 §3 stored and read back (pairs past
 * midnight included, issue 15), invalid shapes refused naming hours.
 */
import { describeApi } from './helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from './helpers/placeEditor';

const WEEK = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

const PER_DAY = [
  { day: 'Lunes', hours: [], all24: false },
  {
    day: 'Martes',
    hours: [
      { open: '09:00', close: '14:00' },
      { open: '17:00', close: '20:30' },
    ],
    all24: false,
  },
  { day: 'Miércoles', hours: [{ open: '09:00', close: '14:00' }], all24: false },
  { day: 'Jueves', hours: [], all24: true },
  { day: 'Viernes', hours: [{ open: '20:00', close: '00:00' }], all24: false },
  { day: 'Sábado', hours: [{ open: '10:00', close: '13:00' }], all24: false },
  { day: 'Domingo', hours: [], all24: false },
];

const VALID: [string, unknown][] = [
  ['always open', [{ alwaysOpen: true }]],
  ['seasonal', [{ seasonOpen: true }]],
  ['per day with closed days, a 24 h day and a close at midnight', PER_DAY],
  ['every day 24 h', WEEK.map((day) => ({ day, hours: [], all24: true }))],
  ['no hours', []],
  [
    'a bar open past midnight (Viernes 20:00–02:00), Saturday opening as Friday night ends, Sunday night into Monday',
    [
      { day: 'Lunes', hours: [{ open: '10:00', close: '14:00' }], all24: false },
      { day: 'Viernes', hours: [{ open: '20:00', close: '02:00' }], all24: false },
      { day: 'Sábado', hours: [{ open: '02:00', close: '04:00' }], all24: false },
      { day: 'Domingo', hours: [{ open: '22:00', close: '03:00' }], all24: false },
    ],
  ],
];

const INVALID: [string, unknown, string][] = [
  ['not a list', { alwaysOpen: true }, 'El horario debe ser una lista'],
  [
    'always open false',
    [{ alwaysOpen: false }],
    'El horario siempre abierto o de temporada es [{"alwaysOpen":true}] o [{"seasonOpen":true}]',
  ],
  [
    'two modes at once',
    [{ alwaysOpen: true, seasonOpen: true }],
    'El horario siempre abierto o de temporada es [{"alwaysOpen":true}] o [{"seasonOpen":true}]',
  ],
  [
    'unknown day',
    [{ day: 'Monday', hours: [], all24: false }],
    'Día no válido en el horario: use Lunes, Martes, Miércoles, Jueves, Viernes, Sábado, Domingo',
  ],
  [
    'a day twice',
    [
      { day: 'Lunes', hours: [] },
      { day: 'Lunes', hours: [] },
    ],
    'Lunes aparece dos veces en el horario',
  ],
  ['bad time', [{ day: 'Lunes', hours: [{ open: '9', close: '14:00' }] }], 'Lunes: escriba las horas como HH:MM (de 00:00 a 23:59)'],
  ['25:00', [{ day: 'Martes', hours: [{ open: '10:00', close: '25:00' }] }], 'Martes: escriba las horas como HH:MM (de 00:00 a 23:59)'],
  [
    'the same time to open and close',
    [{ day: 'Lunes', hours: [{ open: '14:00', close: '14:00' }] }],
    'Lunes: la apertura y el cierre son la misma hora (14:00); para abrir todo el día, marque «Abierto 24 horas»',
  ],
  [
    'a night running into the next day',
    [
      { day: 'Viernes', hours: [{ open: '20:00', close: '02:00' }] },
      { day: 'Sábado', hours: [{ open: '01:00', close: '05:00' }] },
    ],
    'Viernes: el horario de 20:00 a 02:00 pasa de medianoche y se solapa con el del sábado',
  ],
  [
    "Sunday's night running into a Monday open 24 hours",
    [
      { day: 'Lunes', hours: [], all24: true },
      { day: 'Domingo', hours: [{ open: '23:00', close: '01:00' }] },
    ],
    'Domingo: el horario de 23:00 a 01:00 pasa de medianoche y se solapa con el del lunes',
  ],
  [
    'overlapping ranges',
    [
      {
        day: 'Viernes',
        hours: [
          { open: '09:00', close: '14:00' },
          { open: '13:00', close: '18:00' },
        ],
      },
    ],
    'Viernes: los horarios se solapan',
  ],
  ['all24 not a boolean', [{ day: 'Lunes', hours: [], all24: 'sí' }], 'Lunes: all24 debe ser verdadero o falso'],
  ['hours not a list', [{ day: 'Lunes', hours: '09:00-14:00' }], 'Lunes: las horas deben ser una lista de pares apertura–cierre'],
  ['unknown key', [{ day: 'Lunes', hours: [], extra: '<script>' }], 'Lunes: campo desconocido extra'],
  [
    'too many ranges',
    [{ day: 'Lunes', hours: Array.from({ length: 7 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` })) }],
    'Lunes: como mucho 6 horarios por día',
  ],
  ['eight days', [...PER_DAY, { day: 'Lunes', hours: [] }], 'El horario tiene más de siete días'],
  ['a string', 'siempre', 'El horario debe ser una lista'],
];

describeApi('place editor hours', (api) => {
  let refs: Refs;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const hoursOf = async (id: number) => (await call(READ, { id })).data!.place.hours;

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it.each(VALID)('stores and reads back %s, on create and on edit', async (_name, hours) => {
    const { data, errors } = await call(ADD, { p: minimal(refs, { hours }) });
    expect(errors).toBeUndefined();
    const id = data!.addPlace;
    expect(await hoursOf(id)).toEqual(hours);
    const edited = await call(UPD, { id, p: minimal(refs, { hours: [{ seasonOpen: true }] }) });
    expect(edited.errors).toBeUndefined();
    expect(await hoursOf(id)).toEqual([{ seasonOpen: true }]);
    await call(UPD, { id, p: minimal(refs, { hours }) });
    expect(await hoursOf(id)).toEqual(hours);
  });

  it.each(INVALID)('refuses %s naming hours, and writes nothing', async (_name, hours, message) => {
    const before = (await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n;
    const { data, errors } = await call(ADD, { p: minimal(refs, { hours }) });
    expect(data).toBeNull();
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hours' });
    expect(errors![0].message).toBe(message);
    expect((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n).toBe(before);
  });

  it('stores only the keys of the hours model: a day without all24 or hours gets them, extra keys in a pair are dropped', async () => {
    const hours = [{ day: 'Lunes', hours: [{ open: '09:00', close: '14:00', note: '<script>alert(1)</script>' }] }, { day: 'Martes' }];
    const id = (await call(ADD, { p: minimal(refs, { hours }) })).data!.addPlace;
    expect(await hoursOf(id)).toEqual([
      { day: 'Lunes', hours: [{ open: '09:00', close: '14:00' }], all24: false },
      { day: 'Martes', hours: [], all24: false },
    ]);
  });

  it('an edit with invalid hours keeps the stored hours', async () => {
    const id = (await call(ADD, { p: minimal(refs, { hours: PER_DAY }) })).data!.addPlace;
    const { errors } = await call(UPD, { id, p: minimal(refs, { hours: [{ day: 'Lunes', hours: [{ open: '10:00', close: '10:00' }] }] }) });
    expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hours' });
    expect(await hoursOf(id)).toEqual(PER_DAY);
  });
});
