/**
 * Real cities of Spain and Portugal with real centre coordinates, used by the demo and by the bulk
 * generator. `region` picks the language flavour of place names; `weight` how many places land there.
 */
export type Region = 'gl' | 'es' | 'pt';

export interface City {
  name: string;
  province: string;
  country: 'ES' | 'PT';
  lat: number;
  lng: number;
  /** Postal codes: ES five digits in [from, to]; PT four digits in [from, to] plus '-NNN'. */
  zip: [number, number];
  /** Landline prefix after the country code (the number is completed to 9 digits). */
  phone: string;
  timezone: string;
  region: Region;
  coastal: boolean;
  weight: number;
  streets: string[];
}

const MADRID = 'Europe/Madrid';
const LISBON = 'Europe/Lisbon';
const CANARY = 'Atlantic/Canary';

const c = (
  name: string,
  province: string,
  country: 'ES' | 'PT',
  lat: number,
  lng: number,
  zip: [number, number],
  phone: string,
  region: Region,
  coastal: boolean,
  weight: number,
  streets: string[],
  timezone = country === 'PT' ? LISBON : MADRID,
): City => ({ name, province, country, lat, lng, zip, phone, timezone, region, coastal, weight, streets });

export const CITIES: City[] = [
  c('A Coruña', 'A Coruña', 'ES', 43.3623, -8.4115, [15001, 15011], '981', 'gl', true, 8, [
    'Rúa Real',
    'Rúa San Andrés',
    'Avenida da Mariña',
    'Rúa Fernando Macías',
    'Praza de María Pita',
    'Rúa Barcelona',
    'Rúa da Torre',
  ]),
  c('Santiago de Compostela', 'A Coruña', 'ES', 42.8782, -8.5448, [15701, 15706], '981', 'gl', false, 6, [
    'Rúa do Franco',
    'Rúa do Vilar',
    'Rúa Nova',
    'Avenida de Rosalía de Castro',
    'Rúa da Raíña',
    'Rúa de San Pedro',
  ]),
  c('Vigo', 'Pontevedra', 'ES', 42.2406, -8.7207, [36201, 36216], '986', 'gl', true, 6, [
    'Rúa do Príncipe',
    'Avenida de García Barbón',
    'Rúa Urzaiz',
    'Gran Vía',
    'Rúa Policarpo Sanz',
    'Avenida de Beiramar',
  ]),
  c('Lugo', 'Lugo', 'ES', 43.0097, -7.556, [27001, 27004], '982', 'gl', false, 4, [
    'Rúa da Raíña',
    'Praza Maior',
    'Rúa Nova',
    'Ronda da Muralla',
    'Rúa do Progreso',
  ]),
  c('Ourense', 'Ourense', 'ES', 42.3358, -7.8639, [32001, 32005], '988', 'gl', false, 4, [
    'Rúa do Paseo',
    'Praza Maior',
    'Rúa de Santo Domingo',
    'Avenida de Buenos Aires',
    'Rúa da Paz',
  ]),
  c('Pontevedra', 'Pontevedra', 'ES', 42.431, -8.6444, [36001, 36005], '986', 'gl', true, 4, [
    'Rúa Benito Corbal',
    'Rúa Real',
    'Praza da Ferrería',
    'Rúa Michelena',
    'Rúa Sarmiento',
  ]),
  c('Ferrol', 'A Coruña', 'ES', 43.4841, -8.2336, [15401, 15406], '981', 'gl', true, 2, [
    'Rúa Real',
    'Rúa da Igrexa',
    'Rúa Galiano',
    'Praza de Armas',
  ]),
  c('Madrid', 'Madrid', 'ES', 40.4168, -3.7038, [28001, 28045], '91', 'es', false, 8, [
    'Gran Vía',
    'Calle de Alcalá',
    'Calle Mayor',
    'Calle de Fuencarral',
    'Paseo del Prado',
    'Calle de Serrano',
    'Calle de Atocha',
  ]),
  c('Barcelona', 'Barcelona', 'ES', 41.3874, 2.1686, [8001, 8040], '93', 'es', true, 6, [
    'Passeig de Gràcia',
    'La Rambla',
    'Carrer de Balmes',
    'Avinguda Diagonal',
    "Carrer d'Aragó",
    'Carrer de Pelai',
  ]),
  c('Valencia', 'Valencia', 'ES', 39.4699, -0.3763, [46001, 46025], '96', 'es', true, 4, [
    'Calle de Colón',
    'Avenida del Puerto',
    'Calle de la Paz',
    'Gran Vía Marqués del Turia',
    'Calle de Ruzafa',
  ]),
  c('Sevilla', 'Sevilla', 'ES', 37.3891, -5.9845, [41001, 41020], '954', 'es', false, 4, [
    'Calle Sierpes',
    'Avenida de la Constitución',
    'Calle Betis',
    'Calle Feria',
    'Calle Tetuán',
  ]),
  c('Bilbao', 'Bizkaia', 'ES', 43.263, -2.935, [48001, 48015], '94', 'es', false, 3, [
    'Gran Vía de Don Diego López de Haro',
    'Calle Licenciado Poza',
    'Calle Ercilla',
    'Alameda de Recalde',
  ]),
  c('Málaga', 'Málaga', 'ES', 36.7213, -4.4214, [29001, 29018], '952', 'es', true, 3, [
    'Calle Marqués de Larios',
    'Paseo del Parque',
    'Calle Granada',
    'Avenida de Andalucía',
  ]),
  c('Zaragoza', 'Zaragoza', 'ES', 41.6488, -0.8891, [50001, 50018], '976', 'es', false, 3, [
    'Paseo de la Independencia',
    'Calle de Alfonso I',
    'Avenida de César Augusto',
    'Calle del Coso',
  ]),
  c('Oviedo', 'Asturias', 'ES', 43.3614, -5.8494, [33001, 33013], '985', 'es', false, 3, [
    'Calle Uría',
    'Calle Cimadevilla',
    'Calle Gascona',
    'Calle Fruela',
  ]),
  c('Gijón', 'Asturias', 'ES', 43.5322, -5.6611, [33201, 33213], '985', 'es', true, 3, [
    'Calle Corrida',
    'Paseo de Begoña',
    'Calle Cabrales',
    'Avenida de la Costa',
  ]),
  c('Salamanca', 'Salamanca', 'ES', 40.9701, -5.6635, [37001, 37008], '923', 'es', false, 2, [
    'Calle Toro',
    'Rúa Mayor',
    'Calle Zamora',
    'Gran Vía',
  ]),
  c('Granada', 'Granada', 'ES', 37.1773, -3.5986, [18001, 18014], '958', 'es', false, 2, [
    'Calle Reyes Católicos',
    'Gran Vía de Colón',
    'Calle Recogidas',
    'Carrera del Darro',
  ]),
  c('Córdoba', 'Córdoba', 'ES', 37.8882, -4.7794, [14001, 14014], '957', 'es', false, 2, [
    'Calle Cruz Conde',
    'Calle Gondomar',
    'Avenida del Gran Capitán',
    'Calle Claudio Marcelo',
  ]),
  c('Palma', 'Illes Balears', 'ES', 39.5696, 2.6502, [7001, 7015], '971', 'es', true, 2, [
    'Passeig del Born',
    'Carrer de Sant Miquel',
    'Avinguda de Jaume III',
    'Carrer dels Oms',
  ]),
  c(
    'Las Palmas de Gran Canaria',
    'Las Palmas',
    'ES',
    28.1235,
    -15.4363,
    [35001, 35019],
    '928',
    'es',
    true,
    2,
    ['Calle Mayor de Triana', 'Paseo de Las Canteras', 'Calle León y Castillo', 'Calle Pérez Galdós'],
    CANARY,
  ),
  c(
    'Santa Cruz de Tenerife',
    'Santa Cruz de Tenerife',
    'ES',
    28.4636,
    -16.2518,
    [38001, 38010],
    '922',
    'es',
    true,
    1,
    ['Calle del Castillo', 'Rambla de Santa Cruz', 'Calle de la Noria'],
    CANARY,
  ),
  c('San Sebastián', 'Gipuzkoa', 'ES', 43.3183, -1.9812, [20001, 20018], '943', 'es', true, 2, [
    'Avenida de la Libertad',
    'Calle San Martín',
    'Calle Mayor',
    'Calle Urbieta',
  ]),
  c('Santander', 'Cantabria', 'ES', 43.4623, -3.8099, [39001, 39012], '942', 'es', true, 2, [
    'Paseo de Pereda',
    'Calle Burgos',
    'Calle Juan de Herrera',
    'Calle Calvo Sotelo',
  ]),
  c('Valladolid', 'Valladolid', 'ES', 41.6523, -4.7245, [47001, 47014], '983', 'es', false, 2, [
    'Calle Santiago',
    'Calle Duque de la Victoria',
    'Paseo de Zorrilla',
    'Calle Miguel Íscar',
  ]),
  c('Lisboa', 'Lisboa', 'PT', 38.7223, -9.1393, [1100, 1250], '21', 'pt', true, 6, [
    'Rua Augusta',
    'Avenida da Liberdade',
    'Rua Garrett',
    'Rua da Prata',
    'Rua do Carmo',
    'Rua de São Bento',
  ]),
  c('Porto', 'Porto', 'PT', 41.1579, -8.6291, [4000, 4150], '22', 'pt', true, 5, [
    'Rua de Santa Catarina',
    'Avenida dos Aliados',
    'Rua das Flores',
    'Rua de Cedofeita',
    'Rua de Miguel Bombarda',
  ]),
  c('Braga', 'Braga', 'PT', 41.5454, -8.4265, [4700, 4715], '253', 'pt', false, 3, [
    'Avenida Central',
    'Rua do Souto',
    'Rua Dom Diogo de Sousa',
    'Rua dos Chãos',
  ]),
  c('Coimbra', 'Coimbra', 'PT', 40.2033, -8.4103, [3000, 3045], '239', 'pt', false, 3, [
    'Rua Ferreira Borges',
    'Rua Visconde da Luz',
    'Avenida Sá da Bandeira',
    'Rua da Sofia',
  ]),
  c('Faro', 'Faro', 'PT', 37.0194, -7.9304, [8000, 8005], '289', 'pt', true, 2, [
    'Rua de Santo António',
    'Rua Conselheiro Bivar',
    'Avenida da República',
  ]),
  c('Aveiro', 'Aveiro', 'PT', 40.6405, -8.6538, [3800, 3810], '234', 'pt', true, 2, [
    'Rua de Coimbra',
    'Avenida Dr. Lourenço Peixinho',
    'Rua João Mendonça',
  ]),
  c('Viana do Castelo', 'Viana do Castelo', 'PT', 41.6918, -8.8345, [4900, 4935], '258', 'pt', true, 2, [
    'Rua da Bandeira',
    'Avenida dos Combatentes',
    'Rua Manuel Espregueira',
  ]),
  c('Guimarães', 'Braga', 'PT', 41.4425, -8.2918, [4800, 4835], '253', 'pt', false, 1, [
    'Rua de Santa Maria',
    'Largo do Toural',
    'Rua Dr. Avelino Germano',
  ]),
  c('Évora', 'Évora', 'PT', 38.5714, -7.9135, [7000, 7005], '266', 'pt', false, 1, [
    'Rua 5 de Outubro',
    'Praça do Giraldo',
    'Rua da República',
  ]),
];

/** Bounds that contain every city above plus its jitter (mainland, Balearic and Canary Islands). */
export const IBERIA_BOUNDS = { minLat: 27.5, maxLat: 44.0, minLng: -18.5, maxLng: 4.5 } as const;

export const cityByName = (name: string): City => {
  const city = CITIES.find((x) => x.name === name);
  if (!city) throw new Error(`unknown demo city ${name}`);
  return city;
};

/** A postal code of the city, from a number in [0, 1). */
export function zipcode(city: City, u: number, v: number): string {
  const n = city.zip[0] + Math.floor(u * (city.zip[1] - city.zip[0] + 1));
  return city.country === 'PT' ? `${n}-${String(Math.floor(v * 1000)).padStart(3, '0')}` : String(n).padStart(5, '0');
}

/** A landline number in international format, digits drawn by `digit()`. */
export function phoneNumber(city: City, digit: () => number): string {
  let national = city.phone;
  while (national.length < 9) national += String(digit());
  const groups = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `${city.country === 'PT' ? '+351' : '+34'} ${groups}`;
}
