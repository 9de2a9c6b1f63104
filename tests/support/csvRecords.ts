/**
 * The records of an exported CSV as a spreadsheet reads them (server/export/csv.ts): a leading BOM,
 * `;` between fields, CRLF between rows, quoted fields with doubled quotes. Header first.
 */
export function csvRecords(body: string): string[][] {
  if (body.charCodeAt(0) !== 0xfeff) throw new Error('El CSV no empieza por la marca BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('El CSV no termina en CRLF');
  return rows;
}
