/** Texts of the demo events, CMS pages and chains. */
import type { T4 } from './reference-data';
import type { ChainSeed } from './places';

const t = (es: string, en: string, gl: string, pt: string): T4 => ({ es, en, gl, pt });

/** Event names per type (part 2 §5); each type gets all of its names. */
export const EVENTS: Record<string, string[]> = {
  Teatro: ['La casa de Bernarda Alba', 'Luces de bohemia', 'O Principiño', 'Auto da Barca do Inferno'],
  Concierto: ['Concierto de Año Nuevo en familia', 'Banda municipal en el parque', 'Noite de Fado', 'Mozart para peques'],
  Musical: ['El Rey León', 'Mamma Mia!', 'Los Miserables', 'O musical dos Trasnos'],
  Cuentacuentos: ['Cuentos para ir a dormir', 'Contos do mar', 'Histórias da avó', 'Cuentos en lengua de signos'],
  Magia: ['Gala internacional de magia', 'Magia de cerca', 'O mago Antón', 'Ilusões para toda a família'],
  Humor: ['Monólogos en la terraza', 'Humor sen fronteiras', 'Noite de stand-up', 'Risas en familia'],
  Circo: ['Circo del Sol Naciente', 'Festival de circo de Vigo', 'Acrobacias en la plaza', 'Circo contemporâneo: Equilíbrios'],
  Baile: ['Muiñeira para todos', 'Gala de flamenco', 'Ballet: El lago de los cisnes', 'Dança contemporânea no jardim'],
  Otros: [
    'Mercado de artesanía',
    'Taller de cocina sin gluten',
    'Feria del libro infantil',
    'Ruta guiada accesible por el casco histórico',
  ],
};

export const EVENT_BLURBS: Record<string, string> = {
  Teatro: 'Una obra para disfrutar en familia, con funciones adaptadas con subtítulos y audiodescripción.',
  Concierto: 'Un concierto al aire libre con zona reservada para sillas de ruedas y bucle magnético.',
  Musical: 'El musical llega con su gira, con funciones relajadas para personas con autismo.',
  Cuentacuentos: 'Historias para los más pequeños, con intérprete de lengua de signos.',
  Magia: 'Magos de toda Europa en una gala pensada para todos los públicos.',
  Humor: 'Humoristas locales e invitados en una noche de risas.',
  Circo: 'Acrobacias, malabares y payasos sin animales.',
  Baile: 'Una velada de danza con acceso sin escalones y asientos reservados.',
  Otros: 'Actividad gratuita para toda la familia; plazas limitadas.',
};

export interface CmsSeed {
  key: string;
  type: 1 | 2 | 3;
  parent?: string;
  published: 0 | 1;
  title: T4;
}

export const CMS_PAGES: CmsSeed[] = [
  {
    key: 'faq',
    type: 1,
    published: 1,
    title: t('Preguntas frecuentes', 'Frequently asked questions', 'Preguntas frecuentes', 'Perguntas frequentes'),
  },
  {
    key: 'search',
    type: 1,
    parent: 'faq',
    published: 1,
    title: t('Cómo buscar un sitio', 'How to find a place', 'Como buscar un sitio', 'Como procurar um local'),
  },
  {
    key: 'rate',
    type: 1,
    parent: 'faq',
    published: 1,
    title: t(
      'Cómo valorar los servicios de un sitio',
      "How to rate a place's services",
      'Como valorar os servizos dun sitio',
      'Como avaliar os serviços de um local',
    ),
  },
  {
    key: 'review',
    type: 1,
    published: 1,
    title: t('Cómo escribir una reseña', 'How to write a review', 'Como escribir unha recensión', 'Como escrever uma avaliação'),
  },
  {
    key: 'privacy',
    type: 1,
    published: 0,
    title: t('Privacidad y datos personales', 'Privacy and personal data', 'Privacidade e datos persoais', 'Privacidade e dados pessoais'),
  },
  {
    key: 'business',
    type: 2,
    published: 1,
    title: t('Guía para negocios', 'Guide for businesses', 'Guía para negocios', 'Guia para empresas'),
  },
  {
    key: 'signup',
    type: 2,
    parent: 'business',
    published: 1,
    title: t('Cómo dar de alta tu negocio', 'How to list your business', 'Como dar de alta o teu negocio', 'Como registar o seu negócio'),
  },
  {
    key: 'hours',
    type: 2,
    parent: 'business',
    published: 1,
    title: t(
      'Cómo mantener el horario al día',
      'How to keep your opening hours up to date',
      'Como manter o horario ao día',
      'Como manter o horário atualizado',
    ),
  },
  {
    key: 'answer',
    type: 2,
    published: 0,
    title: t('Cómo responder a las reseñas', 'How to reply to reviews', 'Como responder ás recensións', 'Como responder às avaliações'),
  },
  {
    key: 'blog-gluten',
    type: 3,
    published: 1,
    title: t(
      'Diez restaurantes con carta sin gluten en A Coruña',
      'Ten restaurants with a gluten-free menu in A Coruña',
      'Dez restaurantes con carta sen glute na Coruña',
      'Dez restaurantes com menu sem glúten na Corunha',
    ),
  },
  {
    key: 'blog-lisboa',
    type: 3,
    published: 1,
    title: t('Museos accesibles en Lisboa', 'Accessible museums in Lisbon', 'Museos accesibles en Lisboa', 'Museus acessíveis em Lisboa'),
  },
  {
    key: 'blog-vigo',
    type: 3,
    published: 1,
    title: t('Planes con niños en Vigo', 'Things to do with children in Vigo', 'Plans con nenos en Vigo', 'Programas com crianças em Vigo'),
  },
  {
    key: 'blog-beaches',
    type: 3,
    published: 1,
    title: t(
      'Playas accesibles de Galicia',
      'Accessible beaches in Galicia',
      'Praias accesibles de Galicia',
      'Praias acessíveis da Galiza',
    ),
  },
  {
    key: 'blog-allergens',
    type: 3,
    published: 1,
    title: t(
      'Qué significa cada alérgeno de la carta',
      'What each allergen on the menu means',
      'Que significa cada alérxeno da carta',
      'O que significa cada alergénio da ementa',
    ),
  },
  {
    key: 'blog-santiago',
    type: 3,
    published: 0,
    title: t(
      'Rutas en silla de ruedas por Santiago',
      'Wheelchair routes around Santiago',
      'Rutas en cadeira de rodas por Santiago',
      'Percursos em cadeira de rodas por Santiago',
    ),
  },
  {
    key: 'blog-porto',
    type: 3,
    published: 1,
    title: t(
      'Cafeterías sin lactosa en Oporto',
      'Lactose-free cafés in Porto',
      'Cafetarías sen lactosa no Porto',
      'Cafés sem lactose no Porto',
    ),
  },
];

/** Opening paragraph per CMS type, in four languages. */
export const CMS_BODIES: Record<1 | 2 | 3, T4> = {
  1: t(
    'Esta página de ayuda explica paso a paso cómo usar el directorio.',
    'This help page explains step by step how to use the directory.',
    'Esta páxina de axuda explica paso a paso como usar o directorio.',
    'Esta página de ajuda explica passo a passo como usar o diretório.',
  ),
  2: t(
    'Información para propietarios y responsables de establecimientos.',
    'Information for owners and managers of venues.',
    'Información para propietarios e responsables de establecementos.',
    'Informação para proprietários e responsáveis de estabelecimentos.',
  ),
  3: t(
    'Una selección de nuestro equipo, revisada sitio a sitio.',
    'A selection by our team, checked place by place.',
    'Unha selección do noso equipo, revisada sitio a sitio.',
    'Uma seleção da nossa equipa, verificada local a local.',
  ),
};

export interface ChainDef extends ChainSeed {
  name: T4;
  content: T4;
  published: 0 | 1;
}

export const CHAINS: ChainDef[] = [
  {
    key: 'familia-feliz',
    placeName: 'Familia Feliz {C}',
    category: 'restaurant',
    subcategory: 'pizzeria',
    published: 1,
    cities: ['A Coruña', 'Vigo', 'Santiago de Compostela', 'Madrid', 'Porto', 'Lisboa'],
    name: t('Pizzerías Familia Feliz', 'Familia Feliz Pizzerias', 'Pizzarías Familia Feliz', 'Pizzarias Familia Feliz'),
    content: t(
      '<p>Pizzerías pensadas para familias: tronas, menú infantil y masa sin gluten en todos los locales.</p>',
      '<p>Family-friendly pizzerias: high chairs, a children’s menu and gluten-free dough in every restaurant.</p>',
      '<p>Pizzarías pensadas para familias: tronas, menú infantil e masa sen glute en todos os locais.</p>',
      '<p>Pizzarias pensadas para famílias: cadeiras de bebé, menu infantil e massa sem glúten em todos os espaços.</p>',
    ),
  },
  {
    key: 'mar-azul',
    placeName: 'Hotel Mar Azul {C}',
    category: 'lodging',
    subcategory: 'hotel',
    published: 1,
    cities: ['A Coruña', 'Gijón', 'Málaga', 'Faro', 'Palma'],
    name: t('Hoteles Mar Azul', 'Mar Azul Hotels', 'Hoteis Mar Azul', 'Hotéis Mar Azul'),
    content: t(
      '<p>Hoteles junto al mar con habitaciones adaptadas en todas las categorías.</p>',
      '<p>Seaside hotels with accessible rooms in every category.</p>',
      '<p>Hoteis á beira do mar con habitacións adaptadas en todas as categorías.</p>',
      '<p>Hotéis à beira-mar com quartos adaptados em todas as categorias.</p>',
    ),
  },
  {
    key: 'o-recuncho',
    placeName: 'O Recuncho {C}',
    category: 'cafe',
    subcategory: 'coffee_shop',
    published: 1,
    cities: ['Lugo', 'Ourense', 'Pontevedra', 'Ferrol', 'Santiago de Compostela'],
    name: t('Cafeterías O Recuncho', 'O Recuncho Cafés', 'Cafetarías O Recuncho', 'Cafetarias O Recuncho'),
    content: t(
      '<p>Cafeterías gallegas con repostería sin gluten y sin lactosa.</p>',
      '<p>Galician cafés with gluten-free and lactose-free pastries.</p>',
      '<p>Cafetarías galegas con repostaría sen glute e sen lactosa.</p>',
      '<p>Cafetarias galegas com pastelaria sem glúten e sem lactose.</p>',
    ),
  },
  {
    key: 'polo-norte',
    placeName: 'Heladería Polo Norte {C}',
    category: 'cafe',
    subcategory: 'ice_cream',
    published: 0,
    cities: ['Valencia', 'Sevilla', 'Granada'],
    name: t('Heladerías Polo Norte', 'Polo Norte Ice Cream', 'Xeadarías Polo Norte', 'Gelatarias Polo Norte'),
    content: t(
      '<p>Helados artesanos, con sabores veganos todos los días.</p>',
      '<p>Artisan ice cream, with vegan flavours every day.</p>',
      '<p>Xeados artesáns, con sabores veganos todos os días.</p>',
      '<p>Gelados artesanais, com sabores veganos todos os dias.</p>',
    ),
  },
];

export const GLOBAL_MESSAGES: T4 = t(
  '<p>Bienvenido al directorio de sitios accesibles. <strong>¡Ayúdanos a mejorarlo con tus reseñas!</strong></p>',
  '<p>Welcome to the directory of accessible places. <strong>Help us improve it with your reviews!</strong></p>',
  '<p>Benvido ao directorio de sitios accesibles. <strong>Axúdanos a melloralo coas túas recensións!</strong></p>',
  '<p>Bem-vindo ao diretório de locais acessíveis. <strong>Ajude-nos a melhorá-lo com as suas avaliações!</strong></p>',
);
