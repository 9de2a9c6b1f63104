/**
 * Paragraph or heading 1..6 for the menus' toolbar. Replaces ra-input-rich-text's LevelSelect,
 * whose list item sits in a <nav> without a list (axe "listitem", serious) and whose menu id is
 * the same in the four language tabs: a button naming the current level opens a menu of levels.
 */
import { useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: Level[] = [0, 1, 2, 3, 4, 5, 6];
const labelOf = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

export const HeadingMenu = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = useEditorState({
    editor,
    selector: ({ editor: e }) => LEVELS.find((level) => level > 0 && e?.isActive('heading', { level })) ?? 0,
  }) as Level;
  const choose = (level: Level) => {
    setAnchor(null);
    // core commands (the heading and paragraph extensions come with ra-input-rich-text's StarterKit)
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };
  const name = translate(labelOf(current));
  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${translate('ra.tiptap.select_level')}: ${name}`}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(labelOf(level))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
