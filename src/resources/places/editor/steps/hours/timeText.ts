/**
 * A time typed in the HH:MM field of step 4, written the way the hours model holds it once the
 * field is left: '9' → '09:00', '930' → '09:30', '2130' → '21:30', '9.30' / '9h30' / '9:30' →
 * '09:30', '21h' → '21:00', '24:00' → '00:00' (midnight). Anything else is kept as typed, so the
 * day shows «escriba las horas como HH:MM».
 */
const DIGITS = /^(\d{1,2})(\d{2})?$/;
const SEPARATED = /^(\d{1,2})\s*[:.,hH]\s*(\d{2})?$/;

export function normalizeTime(text: string): string {
  const typed = text.trim();
  const match = DIGITS.exec(typed) ?? SEPARATED.exec(typed);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return text;
  return `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
