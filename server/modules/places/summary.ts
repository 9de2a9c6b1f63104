/**
 * What a places list shows of each row besides its own columns — cover, photo count, description
 * lengths and categories — in ONE statement per page, with only the parts the document asks.
 * allPlaces fetches them right after its page (requested.ts reads which parts); elsewhere (place)
 * summaryOf gathers the fields called in one tick into one statement on the next tick. (Not mercurius
 * loaders: a loader keys its cache on the whole row, serialised for every field of every row.)
 * Correctness never depends on that timing: a late field simply gets a statement of its own.
 */
import type { Queryable } from '../../db/connect';
import { langOrderSql, type Lang } from '../../db/schema/common';

export type SummaryPart = 'photos' | 'descripts' | 'category';

export interface PlaceSummary {
  coverUrl: string | null;
  numphotos: number;
  descriptsLen: { lang: string; chars: number; words: number }[];
  category: { idcategory: number; text: string }[];
}

const WORDS = `cardinality(array_remove(regexp_split_to_array(regexp_replace(t.description, '<[^>]*>', ' ', 'g'), '\\s+'), ''))`;
const T_LANG_ORDER = langOrderSql('t.lang');

const SELECTS: Record<SummaryPart, string> = {
  photos: 'ph.numphotos, ph.cover_url',
  descripts: `(SELECT coalesce(json_agg(json_build_object('lang', t.lang, 'chars', char_length(t.description), 'words', ${WORDS})
       ORDER BY ${T_LANG_ORDER}), '[]'::json) FROM place_i18n t WHERE t.idplace = i.idplace AND t.description <> '') AS descripts_len`,
  category: `(SELECT coalesce(json_agg(json_build_object('idcategory', l.idcategory, 'text', coalesce(c.text, es.text, '')) ORDER BY l.idcategory), '[]'::json)
       FROM place_categories l
       LEFT JOIN category_i18n c ON c.idcategory = l.idcategory AND c.lang = $2
       LEFT JOIN category_i18n es ON es.idcategory = l.idcategory AND es.lang = 'es'
      WHERE l.idplace = i.idplace) AS category`,
};

const PHOTOS_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS numphotos, (array_agg(m.url ORDER BY m.cover DESC, m.position, m.idmedia))[1] AS cover_url
      FROM media m WHERE m.idplace = i.idplace AND m.kind = 'photo') ph ON true`;

/** The parts asked of `ids`, in one statement; answers one summary per id, in order. */
export async function placeSummaries(db: Queryable, ids: number[], lang: Lang, parts: Set<SummaryPart>): Promise<PlaceSummary[]> {
  const wanted = (['photos', 'descripts', 'category'] as const).filter((p) => parts.has(p));
  const rows = await db.query(
    `SELECT i.idplace, ${wanted.map((p) => SELECTS[p]).join(', ')}
       FROM unnest($1::int[]) AS i(idplace) ${parts.has('photos') ? PHOTOS_JOIN : ''}`,
    parts.has('category') ? [ids, lang] : [ids],
  );
  const byId = new Map(rows.map((r) => [r.idplace as number, r]));
  return ids.map((id) => {
    const r = byId.get(id) ?? {};
    return {
      coverUrl: (r.cover_url as string | null | undefined) ?? null,
      numphotos: (r.numphotos as number | undefined) ?? 0,
      descriptsLen: (r.descripts_len as PlaceSummary['descriptsLen'] | undefined) ?? [],
      category: (r.category as PlaceSummary['category'] | undefined) ?? [],
    };
  });
}

interface Gathering {
  ids: Set<number>;
  parts: Set<SummaryPart>;
  result: Promise<Map<number, PlaceSummary>>;
}

/** Per request (the GraphQL context) and language: the statement being gathered this tick. */
const gathering = new WeakMap<object, Map<Lang, Gathering>>();

/**
 * The summary of one place with at least `part`, from the statement every summary field of this
 * tick shares (it runs on the next tick with all their ids and parts).
 */
export async function summaryOf(ctx: { db: Queryable }, idplace: number, lang: Lang, part: SummaryPart): Promise<PlaceSummary> {
  let open = gathering.get(ctx);
  if (!open) gathering.set(ctx, (open = new Map()));
  let batch = open.get(lang);
  if (!batch) {
    const ids = new Set<number>();
    const parts = new Set<SummaryPart>();
    const pending = open;
    const result = new Promise<Map<number, PlaceSummary>>((resolve, reject) => {
      process.nextTick(() => {
        pending.delete(lang);
        const list = [...ids];
        placeSummaries(ctx.db, list, lang, parts).then((rows) => resolve(new Map(list.map((id, i) => [id, rows[i]]))), reject);
      });
    });
    open.set(lang, (batch = { ids, parts, result }));
  }
  batch.ids.add(idplace);
  batch.parts.add(part);
  return (await batch.result).get(idplace)!;
}
