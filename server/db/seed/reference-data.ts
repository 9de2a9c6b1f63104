/**
 * The reference lists of the demo, in the four content languages. Keys are internal (they tie
 * categories to services and subcategories here); the database stores only ids and texts. The eleven
 * Spanish category names of part 1 §5 are spelled exactly as the spec gives them.
 */
export interface T4 {
  es: string;
  en: string;
  gl: string;
  pt: string;
}
const t = (es: string, en: string, gl: string, pt: string): T4 => ({ es, en, gl, pt });

export const SPEC_CATEGORY_NAMES = [
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

export type CategoryKey =
  | 'restaurant'
  | 'lodging'
  | 'museum'
  | 'cafe'
  | 'shop'
  | 'park'
  | 'mall'
  | 'school'
  | 'amusement'
  | 'services'
  | 'playground'
  | 'beach'
  | 'theatre'
  | 'zoo'
  | 'sport';

export interface ServiceDef {
  key: string;
  question: T4;
  text: T4;
  filter: boolean;
}
export interface CategoryDef {
  key: CategoryKey;
  text: T4;
  services: string[];
}
export interface SubcategoryDef {
  key: string;
  text: T4;
  categories: CategoryKey[];
}

export const SERVICES: ServiceDef[] = [
  {
    key: 'gluten',
    filter: true,
    question: t('¿Tiene carta sin gluten?', 'Does it have a gluten-free menu?', 'Ten carta sen glute?', 'Tem menu sem glúten?'),
    text: t('Carta sin gluten', 'Gluten-free menu', 'Carta sen glute', 'Menu sem glúten'),
  },
  {
    key: 'wheelchair',
    filter: true,
    question: t(
      '¿Es accesible en silla de ruedas?',
      'Is it wheelchair accessible?',
      'É accesible en cadeira de rodas?',
      'É acessível em cadeira de rodas?',
    ),
    text: t('Accesible en silla de ruedas', 'Wheelchair accessible', 'Accesible en cadeira de rodas', 'Acessível em cadeira de rodas'),
  },
  {
    key: 'vegan',
    filter: true,
    question: t('¿Tiene opciones veganas?', 'Does it have vegan options?', 'Ten opcións veganas?', 'Tem opções veganas?'),
    text: t('Opciones veganas', 'Vegan options', 'Opcións veganas', 'Opções veganas'),
  },
  {
    key: 'vegetarian',
    filter: false,
    question: t(
      '¿Tiene opciones vegetarianas?',
      'Does it have vegetarian options?',
      'Ten opcións vexetarianas?',
      'Tem opções vegetarianas?',
    ),
    text: t('Opciones vegetarianas', 'Vegetarian options', 'Opcións vexetarianas', 'Opções vegetarianas'),
  },
  {
    key: 'allergy_staff',
    filter: false,
    question: t(
      '¿Conoce el personal cómo atender alergias e intolerancias?',
      'Does the staff know how to handle allergies and intolerances?',
      'Coñece o persoal como atender alerxias e intolerancias?',
      'O pessoal sabe lidar com alergias e intolerâncias?',
    ),
    text: t('Personal formado en alergias', 'Staff trained on allergies', 'Persoal formado en alerxias', 'Pessoal formado em alergias'),
  },
  {
    key: 'children',
    filter: true,
    question: t(
      '¿Es adecuado para ir con niños?',
      'Is it suitable for children?',
      'É axeitado para ir con nenos?',
      'É adequado para ir com crianças?',
    ),
    text: t('Adecuado para niños', 'Child-friendly', 'Axeitado para nenos', 'Adequado para crianças'),
  },
  {
    key: 'pushchair',
    filter: false,
    question: t(
      '¿Se puede entrar con carrito de bebé?',
      'Can you get in with a pushchair?',
      'Pódese entrar con carriño de bebé?',
      'É possível entrar com carrinho de bebé?',
    ),
    text: t('Acceso con carrito', 'Pushchair access', 'Acceso con carriño', 'Acesso com carrinho'),
  },
  {
    key: 'toilet',
    filter: true,
    question: t('¿Tiene baño adaptado?', 'Does it have an accessible toilet?', 'Ten baño adaptado?', 'Tem casa de banho adaptada?'),
    text: t('Baño adaptado', 'Accessible toilet', 'Baño adaptado', 'Casa de banho adaptada'),
  },
  {
    key: 'assistance_dogs',
    filter: false,
    question: t(
      '¿Admite perros de asistencia?',
      'Are assistance dogs welcome?',
      'Admite cans de asistencia?',
      'Aceita cães de assistência?',
    ),
    text: t('Perros de asistencia', 'Assistance dogs', 'Cans de asistencia', 'Cães de assistência'),
  },
  {
    key: 'lactose',
    filter: true,
    question: t(
      '¿Ofrece productos sin lactosa?',
      'Does it offer lactose-free products?',
      'Ofrece produtos sen lactosa?',
      'Oferece produtos sem lactose?',
    ),
    text: t('Sin lactosa', 'Lactose-free', 'Sen lactosa', 'Sem lactose'),
  },
  {
    key: 'parking',
    filter: false,
    question: t('¿Es fácil aparcar cerca?', 'Is it easy to park nearby?', 'É doado aparcar preto?', 'É fácil estacionar perto?'),
    text: t('Aparcamiento cercano', 'Parking nearby', 'Aparcadoiro preto', 'Estacionamento perto'),
  },
  {
    key: 'accessible_info',
    filter: false,
    question: t(
      '¿Ofrece información accesible (braille, lectura fácil, lengua de signos)?',
      'Is information accessible (braille, easy read, sign language)?',
      'Ofrece información accesible (braille, lectura fácil, lingua de signos)?',
      'Oferece informação acessível (braille, leitura fácil, língua gestual)?',
    ),
    text: t('Información accesible', 'Accessible information', 'Información accesible', 'Informação acessível'),
  },
  {
    key: 'quiet',
    filter: false,
    question: t(
      '¿Es un entorno tranquilo, apto para personas con autismo?',
      'Is it a quiet, autism-friendly environment?',
      'É un contorno tranquilo, apto para persoas con autismo?',
      'É um ambiente tranquilo, adequado a pessoas com autismo?',
    ),
    text: t('Entorno tranquilo', 'Quiet environment', 'Contorno tranquilo', 'Ambiente tranquilo'),
  },
];

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'restaurant',
    text: t('Restaurante', 'Restaurant', 'Restaurante', 'Restaurante'),
    services: ['gluten', 'vegan', 'vegetarian', 'allergy_staff', 'lactose', 'wheelchair', 'toilet', 'children', 'pushchair', 'quiet'],
  },
  {
    key: 'lodging',
    text: t('Alojamiento', 'Accommodation', 'Aloxamento', 'Alojamento'),
    services: ['wheelchair', 'toilet', 'children', 'pushchair', 'assistance_dogs', 'gluten', 'parking', 'quiet'],
  },
  {
    key: 'museum',
    text: t('Museo', 'Museum', 'Museo', 'Museu'),
    services: ['wheelchair', 'toilet', 'children', 'pushchair', 'accessible_info', 'assistance_dogs', 'quiet'],
  },
  {
    key: 'cafe',
    text: t('Café / Bar', 'Café / Bar', 'Café / Bar', 'Café / Bar'),
    services: ['gluten', 'lactose', 'vegan', 'allergy_staff', 'wheelchair', 'toilet', 'children'],
  },
  {
    key: 'shop',
    text: t('Tienda', 'Shop', 'Tenda', 'Loja'),
    services: ['wheelchair', 'pushchair', 'gluten', 'lactose', 'assistance_dogs'],
  },
  {
    key: 'park',
    text: t('Parque urbano / rural', 'Urban / rural park', 'Parque urbano / rural', 'Parque urbano / rural'),
    services: ['wheelchair', 'children', 'pushchair', 'parking', 'toilet'],
  },
  {
    key: 'mall',
    text: t('Centro comercial', 'Shopping centre', 'Centro comercial', 'Centro comercial'),
    services: ['wheelchair', 'toilet', 'children', 'pushchair', 'parking', 'assistance_dogs'],
  },
  { key: 'school', text: t('Estudios', 'Education', 'Estudos', 'Ensino'), services: ['wheelchair', 'toilet', 'accessible_info', 'quiet'] },
  {
    key: 'amusement',
    text: t('Parque de ocio y atracciones', 'Leisure and amusement park', 'Parque de lecer e atraccións', 'Parque de lazer e diversões'),
    services: ['wheelchair', 'toilet', 'children', 'pushchair', 'parking', 'gluten'],
  },
  {
    key: 'services',
    text: t('Servicios', 'Services', 'Servizos', 'Serviços'),
    services: ['wheelchair', 'toilet', 'accessible_info', 'assistance_dogs', 'parking'],
  },
  {
    key: 'playground',
    text: t('Parque infantil', 'Playground', 'Parque infantil', 'Parque infantil'),
    services: ['children', 'pushchair', 'wheelchair'],
  },
  { key: 'beach', text: t('Playa', 'Beach', 'Praia', 'Praia'), services: ['wheelchair', 'children', 'parking', 'toilet'] },
  {
    key: 'theatre',
    text: t('Teatro / Cine', 'Theatre / Cinema', 'Teatro / Cine', 'Teatro / Cinema'),
    services: ['wheelchair', 'toilet', 'accessible_info', 'children', 'quiet'],
  },
  {
    key: 'zoo',
    text: t('Zoo / Acuario', 'Zoo / Aquarium', 'Zoo / Acuario', 'Jardim zoológico / Aquário'),
    services: ['wheelchair', 'children', 'pushchair', 'toilet', 'parking'],
  },
  { key: 'sport', text: t('Deporte', 'Sport', 'Deporte', 'Desporto'), services: ['wheelchair', 'toilet', 'children', 'parking'] },
];

export const SUBCATEGORIES: SubcategoryDef[] = [
  { key: 'vegetarian', text: t('Vegetariano', 'Vegetarian', 'Vexetariano', 'Vegetariano'), categories: ['restaurant', 'cafe'] },
  { key: 'vegan', text: t('Vegano', 'Vegan', 'Vegano', 'Vegano'), categories: ['restaurant', 'cafe', 'shop'] },
  { key: 'gluten_free', text: t('Sin gluten', 'Gluten-free', 'Sen glute', 'Sem glúten'), categories: ['restaurant', 'cafe', 'shop'] },
  { key: 'galician', text: t('Cocina gallega', 'Galician cuisine', 'Cociña galega', 'Cozinha galega'), categories: ['restaurant'] },
  {
    key: 'portuguese',
    text: t('Cocina portuguesa', 'Portuguese cuisine', 'Cociña portuguesa', 'Cozinha portuguesa'),
    categories: ['restaurant'],
  },
  {
    key: 'mediterranean',
    text: t('Cocina mediterránea', 'Mediterranean cuisine', 'Cociña mediterránea', 'Cozinha mediterrânica'),
    categories: ['restaurant'],
  },
  { key: 'seafood', text: t('Marisquería', 'Seafood restaurant', 'Marisquería', 'Marisqueira'), categories: ['restaurant'] },
  { key: 'pizzeria', text: t('Pizzería', 'Pizzeria', 'Pizzaría', 'Pizzaria'), categories: ['restaurant'] },
  { key: 'hotel', text: t('Hotel', 'Hotel', 'Hotel', 'Hotel'), categories: ['lodging'] },
  { key: 'rural_house', text: t('Casa rural', 'Country house', 'Casa rural', 'Turismo rural'), categories: ['lodging'] },
  { key: 'camping', text: t('Camping', 'Campsite', 'Cámping', 'Parque de campismo'), categories: ['lodging'] },
  { key: 'hostel', text: t('Albergue', 'Hostel', 'Albergue', 'Albergue'), categories: ['lodging'] },
  {
    key: 'apartment',
    text: t('Apartamento turístico', 'Holiday apartment', 'Apartamento turístico', 'Apartamento turístico'),
    categories: ['lodging'],
  },
  { key: 'science_museum', text: t('Museo de ciencia', 'Science museum', 'Museo de ciencia', 'Museu de ciência'), categories: ['museum'] },
  { key: 'art_museum', text: t('Museo de arte', 'Art museum', 'Museo de arte', 'Museu de arte'), categories: ['museum'] },
  {
    key: 'history_museum',
    text: t('Museo de historia', 'History museum', 'Museo de historia', 'Museu de história'),
    categories: ['museum'],
  },
  { key: 'ice_cream', text: t('Heladería', 'Ice cream parlour', 'Xeadaría', 'Gelataria'), categories: ['cafe', 'shop'] },
  { key: 'bakery', text: t('Pastelería', 'Cake shop', 'Pastelaría', 'Pastelaria'), categories: ['cafe', 'shop'] },
  { key: 'coffee_shop', text: t('Cafetería', 'Coffee shop', 'Cafetaría', 'Cafetaria'), categories: ['cafe'] },
  { key: 'bookshop', text: t('Librería', 'Bookshop', 'Libraría', 'Livraria'), categories: ['shop'] },
  { key: 'toy_shop', text: t('Juguetería', 'Toy shop', 'Xoguetaría', 'Loja de brinquedos'), categories: ['shop'] },
  { key: 'organic', text: t('Tienda ecológica', 'Organic shop', 'Tenda ecolóxica', 'Loja biológica'), categories: ['shop'] },
  { key: 'water_park', text: t('Parque acuático', 'Water park', 'Parque acuático', 'Parque aquático'), categories: ['amusement'] },
  { key: 'health_centre', text: t('Centro de salud', 'Health centre', 'Centro de saúde', 'Centro de saúde'), categories: ['services'] },
  { key: 'pharmacy', text: t('Farmacia', 'Pharmacy', 'Farmacia', 'Farmácia'), categories: ['services'] },
  {
    key: 'tourist_office',
    text: t('Oficina de turismo', 'Tourist office', 'Oficina de turismo', 'Posto de turismo'),
    categories: ['services'],
  },
  { key: 'nursery', text: t('Escuela infantil', 'Nursery school', 'Escola infantil', 'Creche'), categories: ['school'] },
  { key: 'library', text: t('Biblioteca', 'Library', 'Biblioteca', 'Biblioteca'), categories: ['school'] },
  { key: 'swimming_pool', text: t('Piscina', 'Swimming pool', 'Piscina', 'Piscina'), categories: ['sport'] },
  { key: 'cinema', text: t('Cine', 'Cinema', 'Cine', 'Cinema'), categories: ['theatre'] },
];

export const ALLERGENS: { key: string; text: T4 }[] = [
  { key: 'gluten', text: t('Gluten', 'Gluten', 'Glute', 'Glúten') },
  { key: 'crustaceans', text: t('Crustáceos', 'Crustaceans', 'Crustáceos', 'Crustáceos') },
  { key: 'eggs', text: t('Huevos', 'Eggs', 'Ovos', 'Ovos') },
  { key: 'fish', text: t('Pescado', 'Fish', 'Peixe', 'Peixe') },
  { key: 'peanuts', text: t('Cacahuetes', 'Peanuts', 'Cacahuetes', 'Amendoins') },
  { key: 'soy', text: t('Soja', 'Soy', 'Soia', 'Soja') },
  { key: 'milk', text: t('Lácteos', 'Milk', 'Lácteos', 'Leite') },
  { key: 'nuts', text: t('Frutos de cáscara', 'Tree nuts', 'Froitos de casca', 'Frutos de casca rija') },
  { key: 'celery', text: t('Apio', 'Celery', 'Apio', 'Aipo') },
  { key: 'mustard', text: t('Mostaza', 'Mustard', 'Mostaza', 'Mostarda') },
  { key: 'sesame', text: t('Sésamo', 'Sesame', 'Sésamo', 'Sésamo') },
  { key: 'sulphites', text: t('Sulfitos', 'Sulphites', 'Sulfitos', 'Sulfitos') },
  { key: 'lupin', text: t('Altramuces', 'Lupin', 'Chochos', 'Tremoço') },
  { key: 'molluscs', text: t('Moluscos', 'Molluscs', 'Moluscos', 'Moluscos') },
];

export const EQUIPMENT: { key: string; text: T4 }[] = [
  { key: 'ramp', text: t('Rampa de acceso', 'Access ramp', 'Rampla de acceso', 'Rampa de acesso') },
  { key: 'adapted_toilet', text: t('Baño adaptado', 'Accessible toilet', 'Baño adaptado', 'Casa de banho adaptada') },
  { key: 'changing_table', text: t('Cambiador de bebés', 'Baby changing table', 'Cambiador de bebés', 'Fraldário') },
  { key: 'high_chairs', text: t('Tronas', 'High chairs', 'Tronas', 'Cadeiras de bebé') },
  { key: 'lift', text: t('Ascensor', 'Lift', 'Ascensor', 'Elevador') },
  { key: 'adapted_parking', text: t('Aparcamiento adaptado', 'Accessible parking', 'Aparcadoiro adaptado', 'Estacionamento adaptado') },
  { key: 'play_area', text: t('Zona de juegos', 'Play area', 'Zona de xogos', 'Zona de brincadeiras') },
  { key: 'pushchair_loan', text: t('Préstamo de carritos', 'Pushchair loan', 'Préstamo de carriños', 'Empréstimo de carrinhos') },
  { key: 'kids_menu', text: t('Menú infantil', "Children's menu", 'Menú infantil', 'Menu infantil') },
  { key: 'hearing_loop', text: t('Bucle magnético', 'Hearing loop', 'Bucle magnético', 'Anel de indução magnética') },
  { key: 'nursing_room', text: t('Sala de lactancia', 'Nursing room', 'Sala de lactación', 'Sala de amamentação') },
  { key: 'braille_menu', text: t('Carta en braille', 'Braille menu', 'Carta en braille', 'Menu em braille') },
  { key: 'wifi', text: t('Wifi gratuito', 'Free wifi', 'Wifi gratuíta', 'Wi-Fi gratuito') },
  { key: 'terrace', text: t('Terraza', 'Terrace', 'Terraza', 'Esplanada') },
  { key: 'pets', text: t('Admite mascotas', 'Pets allowed', 'Admite mascotas', 'Aceita animais de estimação') },
  {
    key: 'wheelchair_loan',
    text: t('Préstamo de silla de ruedas', 'Wheelchair loan', 'Préstamo de cadeira de rodas', 'Empréstimo de cadeira de rodas'),
  },
];

/** Equipment that fits each category (the demo picks from these). */
export const CATEGORY_EQUIPMENT: Record<CategoryKey, string[]> = {
  restaurant: [
    'ramp',
    'adapted_toilet',
    'changing_table',
    'high_chairs',
    'kids_menu',
    'braille_menu',
    'wifi',
    'terrace',
    'pets',
    'play_area',
  ],
  cafe: ['ramp', 'adapted_toilet', 'changing_table', 'high_chairs', 'wifi', 'terrace', 'pets'],
  lodging: [
    'ramp',
    'adapted_toilet',
    'lift',
    'adapted_parking',
    'changing_table',
    'high_chairs',
    'wifi',
    'pets',
    'play_area',
    'hearing_loop',
  ],
  museum: ['ramp', 'adapted_toilet', 'lift', 'changing_table', 'pushchair_loan', 'hearing_loop', 'wheelchair_loan', 'nursing_room'],
  shop: ['ramp', 'lift', 'pushchair_loan', 'pets'],
  park: ['play_area', 'adapted_toilet', 'adapted_parking', 'pets'],
  mall: [
    'ramp',
    'adapted_toilet',
    'lift',
    'adapted_parking',
    'changing_table',
    'pushchair_loan',
    'nursing_room',
    'wheelchair_loan',
    'wifi',
  ],
  school: ['ramp', 'adapted_toilet', 'lift', 'hearing_loop'],
  amusement: ['adapted_toilet', 'adapted_parking', 'changing_table', 'pushchair_loan', 'wheelchair_loan', 'nursing_room'],
  services: ['ramp', 'adapted_toilet', 'lift', 'adapted_parking', 'hearing_loop'],
  playground: ['play_area', 'ramp'],
  beach: ['ramp', 'adapted_toilet', 'adapted_parking', 'wheelchair_loan'],
  theatre: ['ramp', 'adapted_toilet', 'lift', 'hearing_loop', 'adapted_parking'],
  zoo: ['adapted_toilet', 'adapted_parking', 'changing_table', 'pushchair_loan', 'wheelchair_loan', 'play_area'],
  sport: ['ramp', 'adapted_toilet', 'lift', 'adapted_parking', 'changing_table'],
};

/** Categories whose places list allergens they can handle. */
export const FOOD_CATEGORIES: CategoryKey[] = ['restaurant', 'cafe', 'shop'];
