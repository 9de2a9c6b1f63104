/**
 * What directory users contribute in the demo: reviews (a few hundred, some hidden, several by the
 * most active users), suggestions (about a hundred, open or closed), service answers and star ratings.
 */
import type { Queryable } from '../connect';
import { iso, type DemoClock } from './dates';
import type { DemoPlace } from './place-rows';
import type { Rng } from './random';
import { insertRows } from './sql';
import type { DemoUser } from './users';

const REVIEWS: Record<'es' | 'gl' | 'en' | 'pt', string[]> = {
  es: [
    'Fuimos con nuestra hija celíaca y nos explicaron todos los platos sin problema. Volveremos.',
    'La rampa de la entrada es cómoda y el baño adaptado estaba limpio.',
    'Muy buena atención, aunque los fines de semana hay bastante ruido.',
    'Tienen tronas y cambiador, algo que se agradece muchísimo.',
    'La carta sin gluten es corta pero todo estaba buenísimo.',
    'El acceso con silla de ruedas es complicado por un escalón en la puerta.',
    'Personal muy amable con mi hijo autista, nos buscaron una mesa tranquila.',
    'Precio razonable y raciones generosas.',
    'No sabían qué platos llevaban frutos secos, una pena.',
    'Ideal para ir con niños: zona de juegos y menú infantil.',
    'Lo recomiendo para personas con movilidad reducida.',
    'Han mejorado mucho desde la última vez que vinimos.',
  ],
  gl: [
    'Moi ben atendidos, e teñen opcións sen glute sinaladas na carta.',
    'Fomos cun carriño de bebé e non tivemos ningún problema.',
    'O persoal coñece ben as alerxias, recoméndoo.',
  ],
  en: [
    'Great gluten-free options and very helpful staff.',
    'Step-free access and an accessible toilet. Highly recommended.',
    'A bit noisy at lunchtime, but the food was excellent.',
  ],
  pt: [
    'Ótimo atendimento e opções sem glúten bem identificadas.',
    'Acesso fácil com cadeira de rodas. Voltaremos!',
    'Bom espaço para crianças, com fraldário.',
  ],
};

const REASONS = [
  'El horario ha cambiado: ahora cierra los lunes.',
  'El sitio ha cerrado definitivamente.',
  'Está cerrado por obras hasta el verano.',
  'La dirección no es correcta, está en el número siguiente.',
  'Falta el teléfono de contacto.',
  'Ya no tienen carta sin gluten.',
  'La rampa de acceso ya no existe.',
  'Han abierto una terraza accesible, convendría añadirlo.',
  'Las fotos son antiguas.',
  'La web enlazada ya no funciona.',
  'Ahora tienen menú infantil.',
  'El baño adaptado se usa como almacén.',
];

export interface CommunityCounts {
  reviews: number;
  suggestions: number;
  serviceVotes: number;
  ratings: number;
}

export async function insertCommunity(
  q: Queryable,
  rng: Rng,
  clock: DemoClock,
  places: DemoPlace[],
  users: DemoUser[],
): Promise<CommunityCounts> {
  if (places.length === 0 || users.length === 0) return { reviews: 0, suggestions: 0, serviceVotes: 0, ratings: 0 };
  const visible = places.filter((p) => p.published !== 0);
  const pool = visible.length > 0 ? visible : places;
  const active = users.slice(0, Math.max(1, Math.floor(users.length / 8)));
  /** A few users write most of the content. */
  const someone = () => (rng.chance(0.45) ? rng.pick(active) : rng.pick(users));
  const when = (p: DemoPlace, u: DemoUser, recentShare: number) => iso(clock.after(Math.max(p.created, u.registered), recentShare));

  const reviews = Array.from({ length: 420 }, () => {
    const place = rng.pick(pool);
    const user = someone();
    const lang =
      place.country === 'PT'
        ? rng.weighted<keyof typeof REVIEWS>([
            ['pt', 60],
            ['es', 25],
            ['en', 15],
          ])
        : rng.weighted<keyof typeof REVIEWS>([
            ['es', 75],
            ['gl', 13],
            ['en', 12],
          ]);
    return [place.idplace, user.iduser, rng.pick(REVIEWS[lang]), rng.chance(0.9), when(place, user, 0.12)];
  });
  await insertRows(q, 'reviews', ['idplace', 'iduser', 'text', 'published', 'date'], reviews);

  const suggestions = Array.from({ length: 100 }, () => {
    const place = rng.pick(places);
    const user = someone();
    return [place.idplace, user.iduser, rng.pick(REASONS), rng.chance(0.4) ? 1 : 0, when(place, user, 0.1)];
  });
  await insertRows(q, 'suggestions', ['idplace', 'iduser', 'reason', 'status', 'create_date'], suggestions);

  const seenVotes = new Set<string>();
  const votes: unknown[][] = [];
  for (let tries = 0; votes.length < 1500 && tries < 6000; tries += 1) {
    const place = rng.pick(pool);
    const user = someone();
    if (place.serviceIds.length === 0) continue;
    const idservice = rng.pick(place.serviceIds);
    const key = `${place.idplace}/${idservice}/${user.iduser}`;
    if (seenVotes.has(key)) continue;
    seenVotes.add(key);
    votes.push([
      place.idplace,
      idservice,
      user.iduser,
      rng.weighted([
        [0, 8],
        [1, 5],
        [2, 10],
        [3, 22],
        [4, 30],
        [5, 25],
      ]),
      when(place, user, 0.1),
    ]);
  }
  await insertRows(q, 'service_votes', ['idplace', 'idservice', 'iduser', 'points', 'create_date'], votes);

  const seenRatings = new Set<string>();
  const ratings: unknown[][] = [];
  for (let tries = 0; ratings.length < 900 && tries < 4000; tries += 1) {
    const place = rng.pick(pool);
    const user = someone();
    const key = `${place.idplace}/${user.iduser}`;
    if (seenRatings.has(key)) continue;
    seenRatings.add(key);
    ratings.push([
      place.idplace,
      user.iduser,
      rng.weighted([
        [5, 35],
        [4, 35],
        [3, 17],
        [2, 8],
        [1, 5],
      ]),
      when(place, user, 0.1),
    ]);
  }
  await insertRows(q, 'ratings', ['idplace', 'iduser', 'points', 'create_date'], ratings);
  return { reviews: reviews.length, suggestions: suggestions.length, serviceVotes: votes.length, ratings: ratings.length };
}
