/**
 * What the place editor tests share: reference entries created through the API, the addPlace /
 * updPlace documents, and a place read back through `place` with every field.
 */
import type { TestApi } from './app';

export const ADD = 'mutation($p: PlaceInput!) { addPlace(place: $p) }';
export const UPD =
  'mutation($id: Int!, $p: PlaceInput!, $rm: [Int!], $v: Int) { updPlace(idplace: $id, place: $p, remove_files: $rm, version: $v) }';

export const READ = `query($id: Int!) { place(idplace: $id) {
  idplace name slug hours address city province country zipcode lat lng phone website facebook twitter instagram
  youtube gmaps_url plus_code timezone buy_url buy_price buy_img notes published points create_date update_date version
  description { lang text } menu { lang text }
  category { idcategory text } subcategory { idsubcategory text } equipment { idequipment text } allergies { idallergie text }
  photos { idmedia url cover attrib } videos { idmedia url name } pdfs { idmedia url name } views360 { idmedia url }
  servicevotes { idservice exists points } coverUrl numphotos
} }`;

export interface Refs {
  categories: number[];
  subcategories: number[];
  equipment: number[];
  allergies: number[];
  services: number[];
}

/** Two entries of each reference list (services: three), created through the API. */
export async function createRefs(api: TestApi): Promise<Refs> {
  const add = async (mutation: string, args: string) => {
    const { data, errors } = await api.call(`mutation { ${mutation}(${args}) }`, {}, api.token);
    if (errors) throw new Error(JSON.stringify(errors));
    return data![mutation] as number;
  };
  const services = [];
  for (const n of [1, 2, 3]) services.push(await add('addService', `questionES: "¿Pregunta ${n}?"`));
  return {
    services,
    categories: [
      await add('addCategory', `textES: "Restaurante", services: "${services.join(',')}"`),
      await add('addCategory', 'textES: "Museo"'),
    ],
    subcategories: [await add('addSubcategory', 'textES: "Vegano"'), await add('addSubcategory', 'textES: "Marisco"')],
    equipment: [await add('addEquipment', 'textES: "Trona"'), await add('addEquipment', 'textES: "Cambiador"')],
    allergies: [await add('addAllergies', 'textES: "Gluten"'), await add('addAllergies', 'textES: "Lactosa"')],
  };
}

/** The least a place needs. */
export const minimal = (refs: Refs, extra: Record<string, unknown> = {}) => ({
  name: 'Casa Pepe',
  address: 'Rúa Real 1',
  categories: [refs.categories[0]],
  ...extra,
});
