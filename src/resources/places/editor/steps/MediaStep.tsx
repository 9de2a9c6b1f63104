/**
 * Step 2 of the place editor, Media (part 1 §2, §4): photos (kept or not, one cover, zoom),
 * desktop photos, PDFs, videos, 360º views and the menu in four languages. Rendered inside the
 * editor's react-admin form; reads and writes the contract's form values (media/types.ts).
 * New files are uploaded by the save flow after the place is saved (media/pendingUploads.ts).
 */
import { Box, Divider, Stack } from '@mui/material';
import { isHttpUrl } from '../../../../../domain';
import { DesktopPhotos } from '../media/DesktopPhotos';
import { MenuEditor } from '../media/MenuEditor';
import { PdfSection } from '../media/PdfSection';
import { PhotoGallery } from '../media/PhotoGallery';
import { isNewMapsPhoto } from '../../../../dataProvider/placeInput';
import type { PhotoValue, VideoValue } from '../media/types';
import { VideoSection } from '../media/VideoSection';
import { View360Section } from '../media/View360Section';

export { pendingUploadsOf, type PendingUpload } from '../media/pendingUploads';

/**
 * One column that never grows past the screen (a grid track of minmax(0, 1fr), as step 1's): what
 * is wider inside — the menu's four language tabs — scrolls in place instead of widening the page
 * (at 390 px the step was 437 px wide).
 */
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' };

export const MediaStep = () => (
  <Box sx={column}>
    <Stack spacing={3} divider={<Divider flexItem />}>
      <PhotoGallery />
      <DesktopPhotos />
      <PdfSection />
      <VideoSection />
      <View360Section />
      <MenuEditor />
    </Stack>
  </Box>
);

/**
 * A last check before leaving the step or saving (values from elsewhere, e.g. a restored draft):
 * every new photo and video link (without id: not saved yet) is http(s). The inputs already refuse
 * a bad link when it is added.
 */
export function validateMedia(values: { photos?: PhotoValue[] | null; videos?: VideoValue[] | null }): string | null {
  // A maps photo is fetched and uploaded, not linked: its address may be relative (the fake service's).
  if ((values.photos ?? []).some((photo) => photo.id === undefined && !isNewMapsPhoto(photo) && photo.selected && !isHttpUrl(photo.url)))
    return 'Fotos: la dirección debe empezar por http:// o https://';
  if ((values.videos ?? []).some((video) => video.id === undefined && !isHttpUrl(video.url)))
    return 'Vídeos: la dirección debe empezar por http:// o https://';
  return null;
}
