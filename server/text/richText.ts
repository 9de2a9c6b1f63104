/**
 * The allow-list for rich text typed in the panel's editor (menus, descriptions with HTML; photo
 * attributions get its inline part): what the toolbar of part 1 §9 produces — formatting, lists, headers, colours,
 * links, images, videos and tables — and nothing else. Anything else is dropped by sanitize-html
 * (a maintained parser-based sanitiser), never by regular expressions of ours:
 * no script or style elements, no on* attributes, no javascript:/data:/vbscript: URLs (also
 * entity-encoded or mixed-case), no svg/math, no forms, no object/embed/meta/base, iframes only
 * from YouTube and Vimeo over https, style only color, background-color and text-align with
 * plain values (no expression(), url() or comments), and a link with a target always
 * rel="noopener noreferrer nofollow".
 */
import sanitizeHtml from 'sanitize-html';
import { LINK_REL, VIDEO_HOSTS } from '../../domain';

const FORMATTING = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'hr',
  'span',
];
const HEADERS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'caption'];

// A colour: #rgb / #rrggbb(aa), rgb()/rgba()/hsl() with numbers only, or a colour name.
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^(rgb|rgba|hsl|hsla)\(\s*[\d.%]+\s*(,\s*[\d.%]+\s*){2,3}\)$/i, /^[a-z]{3,20}$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING, ...HEADERS, ...LISTS, ...TABLES, 'a', 'img', 'div', 'iframe'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title'],
    div: ['data-youtube-video'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span', 'width'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is dropped with them (not kept as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'template', 'iframe', 'object', 'embed'],
  // An image or video whose address was refused is dropped whole, not kept as an empty element.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  transformTags: {
    // A link with any target ('_blank' in any case, '_top', a named window...) or any rel gets the
    // editor's rel in place of the one sent: it never hands the panel's or the public site's window
    // to the target (`rel="opener"` never survives). A plain link stays plain.
    a: (tagName, attribs) =>
      'target' in attribs || 'rel' in attribs ? { tagName, attribs: { ...attribs, rel: LINK_REL } } : { tagName, attribs },
  },
};

/** Neither words nor an image, video, rule or table: what an emptied editor leaves (`<p></p>`, `<p><br></p>`). */
const blank = (html: string) => !/<(img|iframe|hr|table)\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** Rich text (HTML) reduced to the allow-list above; a text with nothing to read is '' (no text). */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return blank(clean) ? '' : clean;
}

/** A photo's attribution: inline text and links only (no images, videos, tables or blocks). */
const INLINE: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'span', 'br', 'sub', 'sup'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedStyles: {},
  exclusiveFilter: undefined,
};

export function sanitizeAttribution(html: string): string {
  return sanitizeHtml(html, INLINE).trim();
}

/** Does this text hold any markup (a tag, a comment or a declaration)? Plain text is stored as typed. */
export const looksLikeHtml = (text: string): boolean => /<[a-z!/?]/i.test(text);

/** Descriptions: sanitised only when they carry HTML (plain text keeps its quotes and line breaks). */
export const sanitizeIfHtml = (text: string): string => (looksLikeHtml(text) ? sanitizeRichText(text) : text);
