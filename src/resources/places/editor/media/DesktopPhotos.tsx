/** Desktop photos (part 1 §2 step 2): image files with their attribution, uploaded after save. */
import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../../../../runtimeConfig';
import { CheckedFileInput } from './CheckedFileInput';
import { ChosenFiles } from './ChosenFiles';
import { MediaSection } from './MediaSection';
import { MEDIA_FIELDS } from './types';

export const DesktopPhotos = () => {
  const translate = useTranslate();
  const label = translate('app.placeMedia.desktop_photos');
  return (
    <MediaSection title={label}>
      <CheckedFileInput
        source={MEDIA_FIELDS.photoFiles}
        kind="image"
        label={label}
        placeholder={translate('app.placeMedia.desktop_drop')}
        helperText={translate('app.placeMedia.desktop_help', { mb: runtimeConfig().uploadMaxMb })}
        blank={{ attrib: '' }}
      />
      <ChosenFiles source={MEDIA_FIELDS.photoFiles} field={{ name: 'attrib', label: 'app.placeMedia.attrib_of' }} thumbnails />
    </MediaSection>
  );
};
