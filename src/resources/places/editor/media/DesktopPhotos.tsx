/**
 * Desktop photos (part 1 §2 step 2): image files with their attribution, uploaded after save, or
 * a photo by its URL with its attribution, which joins the photos above as kept (and as the cover
 * if there is none).
 */
import { useTranslate } from 'react-admin';
import { PLACE_LIMITS, withOneCover } from '../../../../../domain';
import { runtimeConfig } from '../../../../runtimeConfig';
import { CheckedFileInput } from './CheckedFileInput';
import { ChosenFiles } from './ChosenFiles';
import { MediaSection } from './MediaSection';
import { MEDIA_FIELDS, type PhotoValue } from './types';
import { UrlAdder } from './UrlAdder';
import { useFormList } from './useFormList';

export const DesktopPhotos = () => {
  const translate = useTranslate();
  const label = translate('app.placeMedia.desktop_photos');
  const [photos, setPhotos] = useFormList<PhotoValue>(MEDIA_FIELDS.photos);
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
      <UrlAdder
        urlLabel={translate('app.placeMedia.photo_url')}
        textMax={PLACE_LIMITS.attrib}
        textLabel={translate('app.placeMedia.attrib')}
        addLabel={translate('app.placeMedia.add_photo_url')}
        onAdd={(url, attrib) => setPhotos(withOneCover([...photos, { url, attrib, cover: false, selected: true }]))}
      />
    </MediaSection>
  );
};
