/**
 * The menus' editor (part 1 §9 toolbar: formatting, lists, headers, colours, links, images,
 * video and tables): ra-input-rich-text's default extensions (StarterKit with links, alignment,
 * images, text colour, highlight) plus tables and YouTube videos; its link writes the rel the
 * server stores. The server sanitises what it receives with the same allow-list (docs/api.md).
 * `name` is the editable area's accessible name.
 */
import type { AnyExtension } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { Youtube } from '@tiptap/extension-youtube';
import type { EditorOptions } from '@tiptap/react';
import { DefaultEditorOptions } from 'ra-input-rich-text';
import { LINK_REL } from '../../../../../../domain';

/**
 * The link mark always writes the rel the server stores (LINK_REL), whatever rel the HTML it opened
 * had ('opener' from a pasted page or an old menu): what the editor sends is what is saved.
 */
const MenuLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), rel: { default: LINK_REL, parseHTML: () => LINK_REL } };
  },
});

/** StarterKit brings its own link: it is left out for MenuLink, which takes its place. */
const withMenuLink = (extension: AnyExtension): AnyExtension[] =>
  extension.name === 'starterKit' ? [extension.configure({ link: false }), MenuLink] : [extension];

const EXTENSIONS = [
  ...(DefaultEditorOptions.extensions ?? []).flatMap(withMenuLink),
  TableKit.configure({ table: { resizable: false } }),
  Youtube.configure({ controls: true }),
];

export const menuEditorOptions = (name: string): Partial<EditorOptions> => ({
  ...DefaultEditorOptions,
  extensions: EXTENSIONS,
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
});
