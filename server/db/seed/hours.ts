/**
 * Opening hours in the three shapes of part 1 §3: [{alwaysOpen:true}], [{seasonOpen:true}], or seven
 * entries Lunes..Domingo with their open/close pairs and the all24 flag (a closed day has no hours).
 */
import type { CategoryKey } from './reference-data';

export interface DayHours {
  day: string;
  hours: { open: string; close: string }[];
  all24: boolean;
}
export type Hours = [{ alwaysOpen: true }] | [{ seasonOpen: true }] | DayHours[];

export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export const ALWAYS_OPEN: Hours = [{ alwaysOpen: true }];
export const SEASON_OPEN: Hours = [{ seasonOpen: true }];

/** One spec per day: '' closed, '24' open all day, or '09:00-14:00,16:00-19:00'. */
function week(...days: string[]): Hours {
  if (days.length !== 7) throw new Error('a week has seven days');
  return days.map((spec, i) => ({
    day: WEEKDAYS[i],
    all24: spec === '24',
    hours:
      spec === '' || spec === '24'
        ? []
        : spec.split(',').map((pair) => {
            const [open, close] = pair.split('-');
            return { open, close };
          }),
  }));
}
const daily = (spec: string) => week(spec, spec, spec, spec, spec, spec, spec);
const x = (n: number, spec: string) => Array<string>(n).fill(spec);

const MEALS = '13:00-16:00,20:00-23:30';
const OFFICE = '09:00-14:00,16:00-19:00';

/** Typical weeks per category; the first is the most common. */
export const HOURS_PATTERNS: Record<CategoryKey, Hours[]> = {
  restaurant: [week('', ...x(6, MEALS)), daily('13:00-16:00,20:00-23:00'), week(...x(6, MEALS), '13:00-16:30')],
  cafe: [daily('08:00-22:00'), week(...x(6, '07:30-21:00'), ''), week(...x(5, '08:00-20:00'), '09:00-14:00', '')],
  lodging: [daily('24')],
  museum: [week('', ...x(5, '10:00-14:00,16:00-19:00'), '10:00-14:00'), week('', ...x(6, '10:00-19:00'))],
  shop: [week(...x(5, '10:00-14:00,17:00-20:30'), '10:00-14:00', ''), week(...x(6, '10:00-21:00'), '')],
  park: [ALWAYS_OPEN, daily('08:00-22:00')],
  mall: [daily('10:00-22:00')],
  school: [week(...x(5, '08:30-14:30'), '', '')],
  amusement: [SEASON_OPEN, daily('10:00-20:00'), week('', '', '', '', '11:00-19:00', '10:00-20:00', '10:00-20:00')],
  services: [week(...x(5, OFFICE), '09:00-13:00', ''), daily('24')],
  playground: [ALWAYS_OPEN],
  beach: [ALWAYS_OPEN, SEASON_OPEN],
  theatre: [week('', ...x(6, '17:00-23:30'))],
  zoo: [daily('10:00-18:00'), week('', ...x(6, '10:00-19:00'))],
  sport: [week(...x(5, '07:00-23:00'), '09:00-21:00', '09:00-14:00')],
};
