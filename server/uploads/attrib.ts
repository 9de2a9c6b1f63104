/**
 * A photo's attribution (attrib[]) as stored in media.attrib: plain text, or text with simple links
 * (<a href="https://..."> only, opened with rel="nofollow noopener noreferrer"). Everything else is
 * removed by an allow-list sanitiser; the text keeps its characters (entities as the sanitiser writes them).
 */
import sanitizeHtml from 'sanitize-html';

export function cleanAttrib(raw: string): string {
  return sanitizeHtml(raw.replace(/[\r\n\t]+/g, ' '), {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
  })
    .replace(/\s+/g, ' ')
    .trim();
}
