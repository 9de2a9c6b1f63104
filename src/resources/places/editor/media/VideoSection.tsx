/**
 * Videos (part 1 §2 step 2): links with a title. A saved video (with id) is removed after the
 * confirmation and its idmedia goes to remove_files; a video added in this session just leaves
 * the list.
 */
import { List, ListItem, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PLACE_LIMITS } from '../../../../../domain';
import { ConfirmDeleteButton } from '../../../../components/ConfirmDeleteButton';
import { MediaSection } from './MediaSection';
import { MEDIA_FIELDS, type VideoValue } from './types';
import { UrlAdder } from './UrlAdder';
import { useFormList } from './useFormList';
import { useRemoveStored } from './useRemoveStored';

export const VideoSection = () => {
  const translate = useTranslate();
  const [videos, setVideos] = useFormList<VideoValue>(MEDIA_FIELDS.videos);
  const { remove } = useRemoveStored();
  const label = translate('app.placeMedia.videos');
  const drop = (index: number) => {
    const video = videos[index];
    setVideos(videos.filter((_, i) => i !== index));
    if (video.id !== undefined) remove(video.id);
  };
  return (
    <MediaSection title={label}>
      {videos.length > 0 && (
        <List dense aria-label={label}>
          {videos.map((video, index) => {
            const name = video.name || video.url;
            return (
              <ListItem key={video.id ?? `${video.url}-${index}`} disableGutters>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
                  <Link href={video.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Link>
                  <ConfirmDeleteButton
                    label={translate('app.placeMedia.remove_video', { name })}
                    content={name}
                    onConfirm={() => drop(index)}
                  />
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <UrlAdder
        urlLabel={translate('app.placeMedia.video_url')}
        textMax={PLACE_LIMITS.videoName}
        textLabel={translate('app.placeMedia.video_title')}
        addLabel={translate('app.placeMedia.add_video')}
        onAdd={(url, name) => setVideos([...videos, { url, name }])}
      />
    </MediaSection>
  );
};
