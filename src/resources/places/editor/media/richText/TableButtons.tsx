/** Table commands of the menus' toolbar: insert a table, add or delete rows and columns, delete it. */
import type { ReactNode } from 'react';
import TableChartIcon from '@mui/icons-material/TableChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import BackspaceIcon from '@mui/icons-material/Backspace';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Command = (editor: Editor) => boolean;

const COMMANDS: { key: string; icon: ReactNode; run: Command; inTable: boolean }[] = [
  {
    key: 'table',
    icon: <TableChartIcon fontSize="inherit" />,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    inTable: false,
  },
  { key: 'add_row', icon: <TableRowsIcon fontSize="inherit" />, run: (e) => e.chain().focus().addRowAfter().run(), inTable: true },
  { key: 'add_column', icon: <ViewColumnIcon fontSize="inherit" />, run: (e) => e.chain().focus().addColumnAfter().run(), inTable: true },
  { key: 'delete_row', icon: <PlaylistRemoveIcon fontSize="inherit" />, run: (e) => e.chain().focus().deleteRow().run(), inTable: true },
  { key: 'delete_column', icon: <BackspaceIcon fontSize="inherit" />, run: (e) => e.chain().focus().deleteColumn().run(), inTable: true },
  { key: 'delete_table', icon: <DeleteSweepIcon fontSize="inherit" />, run: (e) => e.chain().focus().deleteTable().run(), inTable: true },
];

export const TableButtons = ({ size }: { size?: 'small' | 'medium' | 'large' }) => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => (e ? e.isActive('table') : false) });
  return (
    <ToggleButtonGroup size={size}>
      {COMMANDS.map(({ key, icon, run, inTable: needsTable }) => {
        const label = translate(`app.placeMedia.rich.${key}`);
        return (
          <ToggleButton
            key={key}
            value={key}
            aria-label={label}
            title={label}
            disabled={!editor?.isEditable || (needsTable && !inTable)}
            onClick={() => run(editor)}
          >
            {icon}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};
