/** The menus' toolbar (part 1 §9): headers, formatting, colours, alignment, lists, links, images, video, tables. */
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { HeadingMenu } from './HeadingMenu';
import { TableButtons } from './TableButtons';
import { VideoButton } from './VideoButton';

export const MenuToolbar = ({ size = 'small' }: { size?: 'small' | 'medium' | 'large' }) => (
  <RichTextInputToolbar>
    <HeadingMenu />
    <FormatButtons size={size} />
    <ColorButtons size={size} />
    <AlignmentButtons size={size} />
    <ListButtons size={size} />
    <LinkButtons size={size} />
    <ImageButtons size={size} />
    <VideoButton size={size} />
    <TableButtons size={size} />
    <ClearButtons size={size} />
  </RichTextInputToolbar>
);
