/** Inserts a YouTube video in a menu (asks its link, as the image button does; only http(s) links). */
import YouTubeIcon from '@mui/icons-material/YouTube';
import { ToggleButton } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { isHttpUrl } from '../../../../../../domain';

export const VideoButton = ({ size }: { size?: 'small' | 'medium' | 'large' }) => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const label = translate('app.placeMedia.rich.video');
  const insert = () => {
    const url = window.prompt(translate('app.placeMedia.rich.video_dialog'));
    if (url && isHttpUrl(url)) editor.chain().focus().setYoutubeVideo({ src: url.trim() }).run();
  };
  return (
    <ToggleButton value="video" size={size} aria-label={label} title={label} disabled={!editor?.isEditable} onClick={insert}>
      <YouTubeIcon fontSize="inherit" />
    </ToggleButton>
  );
};
