// @vitest-environment happy-dom
/**
 * What the menus' rich-text editor can produce (its toolbar, part 1 §9, and the keyboard shortcuts
 * of the same editor) survives the server's sanitiser: each piece is made with the panel's own
 * editor (src/resources/places/editor/media/richText: the extensions and the commands its buttons
 * run), sent through sanitizeRichText (server/text/richText.ts), and opened again in the editor. The
 * document opened from the sanitised HTML must be the one opened from the editor's own HTML: what
 * the user made is what they find after saving. (happy-dom prints that it does not load the YouTube
 * player's iframe: expected.)
 */
import { Editor, type JSONContent } from '@tiptap/core';
// The commands' types (ra-input-rich-text's extensions declare them on @tiptap/core).
import type {} from '@tiptap/starter-kit';
import type {} from '@tiptap/extension-color';
import type {} from '@tiptap/extension-highlight';
import type {} from '@tiptap/extension-image';
import type {} from '@tiptap/extension-text-align';
import { menuEditorOptions } from '../../src/resources/places/editor/media/richText/editorOptions';
import { sanitizeRichText } from '../../server/text/richText';

const EXTENSIONS = menuEditorOptions('Carta').extensions;

/** The document an editor opens from this HTML. */
function opened(html: string): JSONContent {
  const editor = new Editor({ extensions: EXTENSIONS, content: html });
  try {
    return editor.getJSON();
  } finally {
    editor.destroy();
  }
}

/** Runs `make` on an editor holding `start` (all selected) and answers the HTML it produces. */
function produce(start: string, make: (editor: Editor) => boolean): string {
  const editor = new Editor({ extensions: EXTENSIONS, content: start });
  try {
    editor.commands.selectAll();
    expect(make(editor), 'the command ran').toBe(true);
    return editor.getHTML();
  } finally {
    editor.destroy();
  }
}

/** Every node and mark type in a document, with the attributes that tell them apart. */
function kinds(doc: JSONContent): string[] {
  const out: string[] = [];
  const walk = (node: JSONContent) => {
    out.push(node.type === 'heading' ? `heading${node.attrs?.level}` : node.type!);
    for (const mark of node.marks ?? []) out.push(mark.type);
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return out;
}

const TEXT = '<p>Pulpo á feira</p>';

/** [what the user does, the node or mark it makes, how the editor makes it]. */
const MADE: [string, string, string, (e: Editor) => boolean][] = [
  ...[1, 2, 3, 4, 5, 6].map(
    (level) =>
      [`heading ${level} (level menu)`, `heading${level}`, TEXT, (e: Editor) => e.chain().setNode('heading', { level }).run()] as [
        string,
        string,
        string,
        (e: Editor) => boolean,
      ],
  ),
  ['paragraph (level menu)', 'paragraph', '<h2>Carta</h2>', (e) => e.chain().setNode('paragraph').run()],
  ['bold', 'bold', TEXT, (e) => e.chain().toggleBold().run()],
  ['italic', 'italic', TEXT, (e) => e.chain().toggleItalic().run()],
  ['underline', 'underline', TEXT, (e) => e.chain().toggleUnderline().run()],
  ['strikethrough', 'strike', TEXT, (e) => e.chain().toggleStrike().run()],
  ['code', 'code', TEXT, (e) => e.chain().toggleCode().run()],
  ['bold italic underlined', 'underline', TEXT, (e) => e.chain().toggleBold().toggleItalic().toggleUnderline().run()],
  ['text colour', 'textStyle', TEXT, (e) => e.chain().setColor('#ff0000').run()],
  ['text colour as rgb()', 'textStyle', TEXT, (e) => e.chain().setColor('rgb(0, 128, 0)').run()],
  ['highlight colour', 'highlight', TEXT, (e) => e.chain().toggleHighlight({ color: '#ffff00' }).run()],
  ['align left', 'paragraph', TEXT, (e) => e.chain().setTextAlign('left').run()],
  ['align centre', 'paragraph', TEXT, (e) => e.chain().setTextAlign('center').run()],
  ['align right, on a heading', 'heading3', '<h3>Postres</h3>', (e) => e.chain().setTextAlign('right').run()],
  ['justify', 'paragraph', TEXT, (e) => e.chain().setTextAlign('justify').run()],
  ['bullet list', 'bulletList', TEXT, (e) => e.chain().toggleBulletList().run()],
  ['ordered list', 'orderedList', TEXT, (e) => e.chain().toggleOrderedList().run()],
  ['link', 'link', TEXT, (e) => e.chain().setLink({ href: 'https://www.example.com/carta' }).run()],
  ['image', 'image', TEXT, (e) => e.chain().setImage({ src: 'https://img.example.com/pulpo.jpg', alt: 'Pulpo' }).run()],
  ['YouTube video', 'youtube', TEXT, (e) => e.chain().setYoutubeVideo({ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).run()],
  ['table with a header row', 'tableHeader', TEXT, (e) => e.chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()],
  [
    'table, a row and a column added',
    'tableCell',
    '<table><tbody><tr><th><p>Plato</p></th><th><p>Precio</p></th></tr><tr><td><p>Pulpo</p></td><td><p>12 €</p></td></tr></tbody></table>',
    (e) => e.chain().setTextSelection(20).addRowAfter().addColumnAfter().run(),
  ],
  // The same editor's keyboard shortcuts (StarterKit): quote, code block, rule, line break.
  ['blockquote (Ctrl+Shift+B)', 'blockquote', TEXT, (e) => e.chain().toggleBlockquote().run()],
  ['code block (Ctrl+Alt+C)', 'codeBlock', TEXT, (e) => e.chain().toggleCodeBlock().run()],
  ['horizontal rule (---)', 'horizontalRule', TEXT, (e) => e.chain().setHorizontalRule().run()],
  ['line break (Shift+Enter)', 'hardBreak', TEXT, (e) => e.chain().setTextSelection(6).setHardBreak().run()],
];

describe('rich text made in the panel survives the server sanitiser', () => {
  test.each(MADE)('%s', (_what, kind, start, make) => {
    const html = produce(start, make);
    const mine = opened(html);
    expect(kinds(mine), html).toContain(kind);
    const stored = sanitizeRichText(html);
    expect(opened(stored), `${html}\n→ ${stored}`).toEqual(mine);
  });

  test('everything at once, in one menu', () => {
    const html = MADE.map(([, , start, make]) => produce(start, make)).join('');
    expect(opened(sanitizeRichText(html))).toEqual(opened(html));
  });
});

/** The HTML the editor writes for a menu it opened. */
function rewritten(html: string): string {
  const editor = new Editor({ extensions: EXTENSIONS, content: html });
  try {
    return editor.getHTML();
  } finally {
    editor.destroy();
  }
}

describe("links the editor opens (an old menu, a pasted page) are written with the server's rel", () => {
  test.each([
    ['target="_top" rel="opener"', 'target="_top" rel="noopener noreferrer nofollow"'],
    ['target="_BLANK" rel="opener"', 'target="_BLANK" rel="noopener noreferrer nofollow"'],
    ['target="foo"', 'target="foo" rel="noopener noreferrer nofollow"'],
    ['rel="opener"', 'target="_blank" rel="noopener noreferrer nofollow"'],
    ['', 'target="_blank" rel="noopener noreferrer nofollow"'],
  ])('<a %s> → <a %s>, which the server stores unchanged', (attributes, written) => {
    const html = rewritten(`<p><a href="https://www.example.com/carta" ${attributes}>carta</a></p>`);
    expect(html).toBe(`<p><a ${written} href="https://www.example.com/carta">carta</a></p>`);
    expect(sanitizeRichText(html)).toBe(html);
  });
});
