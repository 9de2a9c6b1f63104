/**
 * The menus' editor (part 1 §9 toolbar: formatting, lists, headers, colours, links, images,
 * video and tables): ra-input-rich-text's default extensions (StarterKit with links, alignment,
 * images, text colour, highlight) plus tables and YouTube videos. The server sanitises what it
 * receives with the same allow-list (docs/api.md). `name` is the editable area's accessible name.
 */
import { TableKit } from '@tiptap/extension-table';
import { Youtube } from '@tiptap/extension-youtube';
import type { EditorOptions } from '@tiptap/react';
import { DefaultEditorOptions } from 'ra-input-rich-text';

const EXTENSIONS = [
  ...(DefaultEditorOptions.extensions ?? []),
  TableKit.configure({ table: { resizable: false } }),
  Youtube.configure({ controls: true }),
];

export const menuEditorOptions = (name: string): Partial<EditorOptions> => ({
  ...DefaultEditorOptions,
  extensions: EXTENSIONS,
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
});
