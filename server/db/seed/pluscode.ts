/**
 * Open Location Codes ("plus codes") of 10 digits, e.g. 8CJHWJ6Q+WC, about 14 m × 14 m:
 * five base-20 pairs of latitude and longitude digits, a '+' after the eighth digit.
 */
const ALPHABET = '23456789CFGHJMPQRVWX';
/** 1 / 0.000125°: the resolution of the fifth pair. */
const SCALE = 8000;
const WEIGHTS = [160_000, 8_000, 400, 20, 1];

export function plusCode(lat: number, lng: number): string {
  const latInt = Math.floor((Math.min(Math.max(lat, -90), 89.9999999) + 90) * SCALE);
  let lng0 = lng + 180;
  if (lng0 < 0 || lng0 >= 360) lng0 = ((lng0 % 360) + 360) % 360;
  const lngInt = Math.floor(lng0 * SCALE);
  let code = '';
  WEIGHTS.forEach((w, i) => {
    code += ALPHABET[Math.floor(latInt / w) % 20] + ALPHABET[Math.floor(lngInt / w) % 20];
    if (i === 3) code += '+';
  });
  return code;
}

/** The same encoding as a SQL expression over two float columns (for the bulk generator). */
export function plusCodeSql(latExpr: string, lngExpr: string): string {
  const li = `floor((${latExpr} + 90) * ${SCALE})::int`;
  const gi = `floor((${lngExpr} + 180) * ${SCALE})::int`;
  const digit = (v: string, w: number) => `substr('${ALPHABET}', (${v} / ${w}) % 20 + 1, 1)`;
  const parts = WEIGHTS.flatMap((w, i) => [digit(li, w), digit(gi, w), ...(i === 3 ? [`'+'`] : [])]);
  return parts.join(' || ');
}
