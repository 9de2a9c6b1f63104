/**
 * Facts of the specification (/work/shared/spec, part 1 and part 2) written out for the tests, so a
 * test states what it expects instead of reading it from the code under test.
 */

/** Part 1 §5: the categories a maps search fills in, and 'Parque infantil' (ticks always open). */
export const SPEC_CATEGORIES = [
  'Restaurante',
  'Alojamiento',
  'Museo',
  'Café / Bar',
  'Tienda',
  'Parque urbano / rural',
  'Centro comercial',
  'Estudios',
  'Parque de ocio y atracciones',
  'Servicios',
  'Parque infantil',
] as const;

/** Part 2 §5 and §9: the event types. */
export const SPEC_EVENT_TYPES = ['Teatro', 'Concierto', 'Musical', 'Cuentacuentos', 'Magia', 'Humor', 'Circo', 'Baile', 'Otros'] as const;
