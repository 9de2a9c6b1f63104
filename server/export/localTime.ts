/**
 * Dates of an export in the reader's local time, as a Spanish spreadsheet reads them:
 * "29/11/2026 00:35:12" in the IANA zone the panel sends (domain timeZoneName).
 */
export function localTimeFormatter(timeZone: string): (value: unknown) => string {
  const format = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(date.getTime()) ? '' : format.format(date).replace(',', '');
  };
}
