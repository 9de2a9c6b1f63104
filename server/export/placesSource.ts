/**
 * The places list's export: the rows placeWhere selects (search, state, last months, ids, missing
 * translation), in the list's order (PLACE_ORDER; random is refused: an export is repeatable).
 */
import { parseOrder } from '../graphql/args';
import { badInput } from '../graphql/errors';
import { PLACE_ORDER } from '../modules/places/repository';
import { countPlacesSql } from '../modules/places/count';
import { parsePlaceFilter, placeWhere } from '../modules/places/where';
import type { ExportSource } from './source';

/** The languages with a description, as the list's chips show them (EN ES GL PT; 0020's mask). */
const LANGUAGES = `concat_ws(' ', CASE WHEN p.described & 1 <> 0 THEN 'EN' END, CASE WHEN p.described & 2 <> 0 THEN 'ES' END,
  CASE WHEN p.described & 4 <> 0 THEN 'GL' END, CASE WHEN p.described & 8 <> 0 THEN 'PT' END)`;

export const placesExport: ExportSource = {
  columns: {
    idplace: { sql: 'p.idplace' },
    name: { sql: 'p.name' },
    address: { sql: 'p.address' },
    city: { sql: 'p.city' },
    province: { sql: 'p.province' },
    country: { sql: 'p.country' },
    zipcode: { sql: 'p.zipcode' },
    phone: { sql: 'p.phone' },
    website: { sql: 'p.website' },
    plus_code: { sql: 'p.plus_code' },
    published: { sql: 'p.published' },
    languages: { sql: LANGUAGES },
    create_date: { sql: 'p.create_date', date: true },
    update_date: { sql: 'p.update_date', date: true },
  },
  plan(args) {
    const filter = parsePlaceFilter(args);
    const order = parseOrder(args.order, PLACE_ORDER, 'idplace DESC', { random: true });
    if (order.random) throw badInput('order', 'Una exportación no puede ir en orden aleatorio: elija otro orden');
    return {
      from: 'places p',
      where: (params) => placeWhere(filter, params),
      sort: order.sql,
      id: 'p.idplace',
      desc: order.desc,
      count: (params) => countPlacesSql(filter, params, null),
    };
  },
};
