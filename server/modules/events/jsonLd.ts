/**
 * The schema.org Event of a page's JSON-LD: at the top of a block, in an array, inside @graph or
 * nested in another node (a WebPage's mainEntity...), typed Event or one of its subtypes
 * (MusicEvent, TheaterEvent, Festival...), with or without the schema.org prefix. The walk is
 * bounded (nodes and depth), whatever the page holds.
 */

/** Nodes looked at across all blocks, and how deep. */
const MAX_NODES = 2000;
const MAX_DEPTH = 8;

/** schema.org Event subtypes whose name does not end in "Event". */
const EVENT_TYPES = new Set(['Festival', 'Hackathon', 'CourseInstance', 'EventSeries']);

export interface JsonLdEvent {
  name: string | null;
  description: string | null;
  image: string | null;
  url: string | null;
  offerUrl: string | null;
  startDate: string | null;
  endDate: string | null;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEvent(node: Node): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((type) => {
    if (typeof type !== 'string') return false;
    const local = type.slice(Math.max(type.lastIndexOf('/'), type.lastIndexOf(':')) + 1);
    return /^([A-Z]\w*)?Event$/.test(local) || EVENT_TYPES.has(local);
  });
}

/** A text value: a string, a number, the first text of a list, or {"@value": …}. */
function text(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth > 3) return null;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) {
      const found = text(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  return isNode(value) ? text(value['@value'], depth + 1) : null;
}

/** An image: a URL, an ImageObject (url / contentUrl), or the first of a list of either. */
function imageUrl(value: unknown, depth = 0): string | null {
  if (depth > 3) return null;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) {
      const found = imageUrl(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (isNode(value)) return text(value.url) ?? text(value.contentUrl) ?? null;
  return text(value);
}

/** The URL of the first offer that has one (offers is one Offer or a list). */
function offerUrl(value: unknown): string | null {
  const offers = Array.isArray(value) ? value.slice(0, 20) : [value];
  for (const offer of offers) {
    const url = isNode(offer) ? text(offer.url) : null;
    if (url) return url;
  }
  return null;
}

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Raw control characters inside JSON strings replaced by their escapes (outside strings they are whitespace). */
function escapeControlsInStrings(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString && c === '\\') {
      out += c + (json[i + 1] ?? '');
      i++;
    } else if (c === '"') {
      inString = !inString;
      out += c;
    } else if (inString && c < ' ') {
      out += CONTROL_ESCAPES[c] ?? ' ';
    } else {
      out += c;
    }
  }
  return out;
}

/** A block's text as JSON: tolerates an HTML comment or CDATA wrapper and raw line breaks inside strings. */
function parseBlock(raw: string): unknown {
  const unwrapped = raw
    .trim()
    .replace(/^(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)$/, '');
  try {
    return JSON.parse(unwrapped);
  } catch {
    // Raw line breaks and tabs inside strings are invalid JSON but common: read as their escapes.
    try {
      return JSON.parse(escapeControlsInStrings(unwrapped));
    } catch {
      return null;
    }
  }
}

/** The first Event of the blocks (breadth first: a top-level Event before a nested one), or null. */
export function findJsonLdEvent(blocks: string[]): JsonLdEvent | null {
  const queue: [unknown, number][] = blocks.map((block) => [parseBlock(block), 0]);
  /** Queues a child node; false once the budget is spent. */
  const add = (value: unknown, depth: number): boolean => {
    if (queue.length >= MAX_NODES) return false;
    if (depth <= MAX_DEPTH && typeof value === 'object' && value !== null) queue.push([value, depth]);
    return true;
  };
  for (let i = 0; i < queue.length; i++) {
    const [value, depth] = queue[i];
    if (Array.isArray(value)) {
      for (const item of value) if (!add(item, depth + 1)) break;
      continue;
    }
    if (!isNode(value)) continue;
    if (isEvent(value)) {
      return {
        name: text(value.name),
        description: text(value.description),
        image: imageUrl(value.image),
        url: text(value.url),
        offerUrl: offerUrl(value.offers),
        startDate: text(value.startDate),
        endDate: text(value.endDate),
      };
    }
    for (const key in value) if (!add(value[key], depth + 1)) break;
  }
  return null;
}
