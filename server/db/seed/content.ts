/** Demo events (several of every type), CMS pages (help, business help, blog), chains and the site configuration. */
import type { Queryable } from '../connect';
import { LANGS } from '../schema/common';
import { CHAINS, CMS_BODIES, CMS_PAGES, EVENTS, EVENT_BLURBS, GLOBAL_MESSAGES } from './content-data';
import { iso, type DemoClock } from './dates';
import { DEMO_MEDIA_PREFIX } from './images';
import { DEMO_PHOTOS } from './pictures';
import type { Rng } from './random';
import { slugify } from './slug';
import { insertRows } from './sql';

export async function insertChains(q: Queryable, rng: Rng, clock: DemoClock): Promise<Map<string, number>> {
  const rows = CHAINS.map((c) => {
    const created = clock.created(0);
    return [c.published, DEMO_MEDIA_PREFIX + rng.pick(DEMO_PHOTOS), iso(created), iso(clock.after(created, 0))];
  });
  const ids = await insertRows<{ idchain: number }>(q, 'chains', ['published', 'cover', 'create_date', 'update_date'], rows, {
    returning: 'idchain',
  });
  const map = new Map(CHAINS.map((c, i) => [c.key, Number(ids[i].idchain)]));
  const texts = CHAINS.flatMap((c) => LANGS.map((lang) => [map.get(c.key), lang, c.name[lang], c.content[lang]]));
  await insertRows(q, 'chain_i18n', ['idchain', 'lang', 'name', 'content'], texts);
  return map;
}

export async function insertEvents(q: Queryable, rng: Rng, clock: DemoClock): Promise<{ idevent: number; created: number }[]> {
  const created: number[] = [];
  const rows = Object.entries(EVENTS).flatMap(([type, names]) =>
    names.map((name) => {
      const date = clock.created();
      created.push(date);
      const portuguese = /[ãõç]|Noite de Fado|Histórias|Dança/.test(name);
      const free = type === 'Otros' && rng.chance(0.5);
      return [
        name,
        `<p><strong>${name}</strong>. ${EVENT_BLURBS[type]}</p><p>Consulta las condiciones de accesibilidad en la web del recinto.</p>`,
        free ? '' : `https://entradas.example.com/evento/${slugify(name)}?t10id=demo`,
        free ? 'Gratis' : `desde ${rng.pick([5, 8, 10, 12, 15, 20, 25, 35])} €`,
        rng.chance(0.5) ? DEMO_MEDIA_PREFIX + rng.pick(DEMO_PHOTOS) : '',
        portuguese ? 'PT' : rng.chance(0.85) ? 'ES' : 'PT',
        type,
        rng.chance(0.8),
        iso(date),
        iso(clock.after(date, 0.1)),
      ];
    }),
  );
  const ids = await insertRows<{ idevent: number }>(
    q,
    'events',
    ['name', 'description', 'buy_url', 'buy_price', 'buy_img', 'country', 'type', 'published', 'create_date', 'update_date'],
    rows,
    { returning: 'idevent' },
  );
  return ids.map((r, i) => ({ idevent: Number(r.idevent), created: created[i] }));
}

/** Parents first, so children can point at them. */
export async function insertCms(q: Queryable, rng: Rng, clock: DemoClock): Promise<number> {
  const ids = new Map<string, number>();
  for (const round of [CMS_PAGES.filter((p) => !p.parent), CMS_PAGES.filter((p) => p.parent)]) {
    const rows = round.map((p) => {
      const created = clock.created(0.05);
      return [
        p.parent ? ids.get(p.parent) : null,
        p.type,
        p.published,
        p.type === 3 ? DEMO_MEDIA_PREFIX + rng.pick(DEMO_PHOTOS) : '',
        iso(created),
        iso(clock.after(created, 0.1)),
      ];
    });
    const inserted = await insertRows<{ idcms: number }>(
      q,
      'cms',
      ['parent', 'cms_type', 'published', 'cover', 'create_date', 'update_date'],
      rows,
      { returning: 'idcms' },
    );
    round.forEach((p, i) => ids.set(p.key, Number(inserted[i].idcms)));
    const texts = round.flatMap((p) =>
      LANGS.map((lang) => [ids.get(p.key), lang, p.title[lang], `<h2>${p.title[lang]}</h2><p>${CMS_BODIES[p.type][lang]}</p>`]),
    );
    await insertRows(q, 'cms_i18n', ['idcms', 'lang', 'title', 'content'], texts);
  }
  return ids.size;
}

/** The global message in four languages and four featured places; settings an administrator already saved are kept. */
export async function insertConfig(q: Queryable, featured: number[]): Promise<void> {
  const rows: [string, string][] = [
    ...LANGS.map((lang) => [`globalmsg${lang.toUpperCase()}`, GLOBAL_MESSAGES[lang]] as [string, string]),
    ...featured.slice(0, 4).map((id, i) => [`homefeatured${i + 1}`, String(id)] as [string, string]),
  ];
  await insertRows(q, 'config', ['field', 'content'], rows, { conflict: 'ON CONFLICT (field) DO NOTHING' });
}
