/** Description and menu texts of places in the four languages; {name} and {city} are filled in. */
import type { Lang } from '../schema/common';
import type { CategoryKey, T4 } from './reference-data';

const t = (es: string, en: string, gl: string, pt: string): T4 => ({ es, en, gl, pt });

export const INTROS: Record<CategoryKey, T4> = {
  restaurant: t(
    '{name} es un restaurante de {city} con cocina casera, producto de temporada y un trato cercano.',
    '{name} is a restaurant in {city} serving home-style food made with seasonal produce, with friendly service.',
    '{name} é un restaurante de {city} con cociña caseira, produto de tempada e un trato próximo.',
    '{name} é um restaurante em {city} com cozinha caseira, produtos da época e um atendimento próximo.',
  ),
  cafe: t(
    '{name} es un café en el centro de {city}, ideal para desayunar o merendar con calma.',
    '{name} is a café in the centre of {city}, a good spot for a relaxed breakfast or afternoon snack.',
    '{name} é un café no centro de {city}, ideal para almorzar ou merendar con calma.',
    '{name} é um café no centro de {city}, ideal para tomar o pequeno-almoço ou lanchar com calma.',
  ),
  lodging: t(
    '{name} ofrece alojamiento en {city}, con habitaciones familiares y personal atento a las necesidades de cada huésped.',
    "{name} offers accommodation in {city}, with family rooms and staff who care about every guest's needs.",
    '{name} ofrece aloxamento en {city}, con habitacións familiares e persoal atento ás necesidades de cada hóspede.',
    '{name} oferece alojamento em {city}, com quartos familiares e pessoal atento às necessidades de cada hóspede.',
  ),
  museum: t(
    '{name} reúne colecciones permanentes y exposiciones temporales en {city}, con actividades para todos los públicos.',
    '{name} brings together permanent collections and temporary exhibitions in {city}, with activities for every audience.',
    '{name} reúne coleccións permanentes e exposicións temporais en {city}, con actividades para todos os públicos.',
    '{name} reúne coleções permanentes e exposições temporárias em {city}, com atividades para todos os públicos.',
  ),
  shop: t(
    '{name} es una tienda de {city} con atención personalizada y productos para distintas necesidades.',
    '{name} is a shop in {city} offering personal service and products for different needs.',
    '{name} é unha tenda de {city} con atención personalizada e produtos para distintas necesidades.',
    '{name} é uma loja em {city} com atendimento personalizado e produtos para diferentes necessidades.',
  ),
  park: t(
    '{name} es un espacio verde de {city} con caminos llanos, sombra y zonas de descanso.',
    '{name} is a green space in {city} with level paths, shade and places to rest.',
    '{name} é un espazo verde de {city} con camiños chans, sombra e zonas de descanso.',
    '{name} é um espaço verde em {city} com caminhos planos, sombra e zonas de descanso.',
  ),
  mall: t(
    '{name} es un centro comercial de {city} con tiendas, restauración y servicios para familias.',
    '{name} is a shopping centre in {city} with shops, places to eat and family services.',
    '{name} é un centro comercial de {city} con tendas, restauración e servizos para familias.',
    '{name} é um centro comercial em {city} com lojas, restauração e serviços para famílias.',
  ),
  school: t(
    '{name} es un centro educativo de {city} comprometido con la inclusión.',
    '{name} is an educational centre in {city} committed to inclusion.',
    '{name} é un centro educativo de {city} comprometido coa inclusión.',
    '{name} é um centro educativo em {city} empenhado na inclusão.',
  ),
  amusement: t(
    '{name} es un parque de ocio cerca de {city} con atracciones para todas las edades.',
    '{name} is a leisure park near {city} with attractions for all ages.',
    '{name} é un parque de lecer preto de {city} con atraccións para todas as idades.',
    '{name} é um parque de lazer perto de {city} com diversões para todas as idades.',
  ),
  services: t(
    '{name} presta servicio a vecinos y visitantes de {city}.',
    '{name} serves residents and visitors of {city}.',
    '{name} presta servizo a veciños e visitantes de {city}.',
    '{name} presta serviço a moradores e visitantes de {city}.',
  ),
  playground: t(
    '{name} es un parque infantil de {city} con suelo de caucho, columpios y juegos inclusivos.',
    '{name} is a playground in {city} with rubber flooring, swings and inclusive play equipment.',
    '{name} é un parque infantil de {city} con chan de caucho, randeeiras e xogos inclusivos.',
    '{name} é um parque infantil em {city} com piso de borracha, baloiços e equipamentos inclusivos.',
  ),
  beach: t(
    '{name} es una playa de {city} con pasarelas de madera y servicio de baño asistido en verano.',
    '{name} is a beach in {city} with wooden boardwalks and assisted bathing in summer.',
    '{name} é unha praia de {city} con pasarelas de madeira e servizo de baño asistido no verán.',
    '{name} é uma praia em {city} com passadiços de madeira e banho assistido no verão.',
  ),
  theatre: t(
    '{name} programa teatro, cine y música en {city}, con espacios reservados para personas en silla de ruedas.',
    '{name} programmes theatre, film and music in {city}, with spaces reserved for wheelchair users.',
    '{name} programa teatro, cine e música en {city}, con espazos reservados para persoas en cadeira de rodas.',
    '{name} programa teatro, cinema e música em {city}, com lugares reservados para pessoas em cadeira de rodas.',
  ),
  zoo: t(
    '{name} permite conocer la fauna marina y terrestre en {city} con recorridos adaptados.',
    '{name} lets you discover marine and land wildlife in {city} along accessible routes.',
    '{name} permite coñecer a fauna mariña e terrestre en {city} con percorridos adaptados.',
    '{name} permite conhecer a fauna marinha e terrestre em {city} com percursos adaptados.',
  ),
  sport: t(
    '{name} es una instalación deportiva de {city} con actividades para todas las edades.',
    '{name} is a sports facility in {city} with activities for all ages.',
    '{name} é unha instalación deportiva de {city} con actividades para todas as idades.',
    '{name} é uma instalação desportiva em {city} com atividades para todas as idades.',
  ),
};

export const EXTRAS: T4[] = [
  t(
    'El acceso principal no tiene escalones.',
    'The main entrance is step-free.',
    'O acceso principal non ten chanzos.',
    'A entrada principal não tem degraus.',
  ),
  t(
    'Recomendamos reservar los fines de semana.',
    'Booking is recommended at weekends.',
    'Recomendamos reservar as fins de semana.',
    'Recomendamos reservar aos fins de semana.',
  ),
  t(
    'El personal ha recibido formación sobre alergias e intolerancias alimentarias.',
    'Staff have been trained on food allergies and intolerances.',
    'O persoal recibiu formación sobre alerxias e intolerancias alimentarias.',
    'O pessoal recebeu formação sobre alergias e intolerâncias alimentares.',
  ),
  t(
    'Hay transporte público a pocos minutos a pie.',
    "Public transport is a few minutes' walk away.",
    'Hai transporte público a poucos minutos a pé.',
    'Há transportes públicos a poucos minutos a pé.',
  ),
  t(
    'Los niños son bienvenidos y hay actividades pensadas para ellos.',
    'Children are welcome and there are activities designed for them.',
    'Os nenos son benvidos e hai actividades pensadas para eles.',
    'As crianças são bem-vindas e há atividades pensadas para elas.',
  ),
  t(
    'Es un lugar tranquilo, con poco ruido y buena iluminación.',
    'It is a quiet place, with little noise and good lighting.',
    'É un lugar tranquilo, con pouco ruído e boa iluminación.',
    'É um local tranquilo, com pouco ruído e boa iluminação.',
  ),
  t(
    'Abre todo el año, aunque el horario cambia en verano.',
    'Open all year round, although opening hours change in summer.',
    'Abre todo o ano, aínda que o horario cambia no verán.',
    'Abre todo o ano, embora o horário mude no verão.',
  ),
  t(
    'Las mascotas son bienvenidas en la zona exterior.',
    'Pets are welcome in the outdoor area.',
    'As mascotas son benvidas na zona exterior.',
    'Os animais de estimação são bem-vindos na zona exterior.',
  ),
];

export const EQUIPMENT_SENTENCE = t('Dispone de: {list}.', 'Facilities: {list}.', 'Dispón de: {list}.', 'Dispõe de: {list}.');
export const ALLERGEN_SENTENCE = t(
  'Informa sobre estos alérgenos: {list}.',
  'Allergen information for: {list}.',
  'Informa sobre estes alérxenos: {list}.',
  'Informa sobre estes alergénios: {list}.',
);

const DISHES: T4[] = [
  t('Pulpo a feira', 'Galician-style octopus', 'Polbo á feira', 'Polvo à galega'),
  t('Tortilla de patatas', 'Spanish omelette', 'Tortilla de patacas', 'Tortilha de batata'),
  t('Empanada de zamburiñas', 'Queen scallop pie', 'Empanada de zamburiñas', 'Empada de vieiras'),
  t('Ensalada de la huerta', 'Garden salad', 'Ensalada da horta', 'Salada da horta'),
  t('Lentejas estofadas (vegano)', 'Stewed lentils (vegan)', 'Lentellas estofadas (vegano)', 'Lentilhas estufadas (vegano)'),
  t('Merluza a la gallega', 'Galician-style hake', 'Pescada á galega', 'Pescada à galega'),
  t('Arroz con verduras', 'Vegetable rice', 'Arroz con verduras', 'Arroz de legumes'),
  t('Bacalao a la brasa', 'Grilled cod', 'Bacallau á brasa', 'Bacalhau na brasa'),
  t('Croquetas caseras', 'Homemade croquettes', 'Croquetas caseiras', 'Croquetes caseiros'),
  t('Tarta de Santiago (sin gluten)', 'Almond cake (gluten-free)', 'Torta de Santiago (sen glute)', 'Tarte de Santiago (sem glúten)'),
  t('Filloas', 'Galician crêpes', 'Filloas', 'Crepes galegos'),
  t('Pastel de nata', 'Custard tart', 'Pastel de nata', 'Pastel de nata'),
  t('Menú infantil', "Children's menu", 'Menú infantil', 'Menu infantil'),
  t('Hamburguesa vegetal', 'Plant-based burger', 'Hamburguesa vexetal', 'Hambúrguer vegetal'),
  t('Bizcocho sin lactosa', 'Lactose-free sponge cake', 'Biscoito sen lactosa', 'Bolo sem lactose'),
];
const MENU_TITLE = t('Carta', 'Menu', 'Carta', 'Ementa');

export const fill = (template: string, name: string, city: string) => template.replace('{name}', name).replace('{city}', city);

/** A menu in one language: dishes by index, prices in cents. */
export function menuHtml(lang: Lang, dishes: number[], prices: number[]): string {
  const items = dishes.map((d, i) => `<li>${DISHES[d][lang]} — ${(prices[i] / 100).toFixed(2).replace('.', ',')} €</li>`);
  return `<h3>${MENU_TITLE[lang]}</h3><ul>${items.join('')}</ul>`;
}
export const DISH_COUNT = DISHES.length;
