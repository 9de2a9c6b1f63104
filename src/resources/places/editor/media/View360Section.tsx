/** 360º views (part 1 §2 step 2): the saved ones (removable) and new image files. */
import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../../../../runtimeConfig';
import { CheckedFileInput } from './CheckedFileInput';
import { ChosenFiles } from './ChosenFiles';
import { MediaSection } from './MediaSection';
import { StoredMediaList } from './StoredMediaList';
import { MEDIA_FIELDS, type StoredView360 } from './types';
import { useFormList } from './useFormList';

export const View360Section = () => {
  const translate = useTranslate();
  const [views] = useFormList<StoredView360>(MEDIA_FIELDS.views360);
  const label = translate('app.placeMedia.views360');
  const items = views.map((view, index) => ({
    idmedia: view.idmedia,
    url: view.url,
    name: translate('app.placeMedia.view360', { n: index + 1 }),
    removeLabel: translate('app.placeMedia.remove_view360', { n: index + 1 }),
  }));
  return (
    <MediaSection title={label}>
      <StoredMediaList items={items} label={label} />
      <CheckedFileInput
        source={MEDIA_FIELDS.view360Files}
        kind="image"
        label={label}
        placeholder={translate('app.placeMedia.view360_drop')}
        helperText={translate('app.placeMedia.view360_help', { mb: runtimeConfig().uploadMaxMb })}
      />
      <ChosenFiles source={MEDIA_FIELDS.view360Files} thumbnails />
    </MediaSection>
  );
};
