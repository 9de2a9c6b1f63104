/** PDFs (part 1 §2 step 2): the saved ones (removable) and new files with their titles. */
import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../../../../runtimeConfig';
import { CheckedFileInput } from './CheckedFileInput';
import { ChosenFiles } from './ChosenFiles';
import { MediaSection } from './MediaSection';
import { StoredMediaList } from './StoredMediaList';
import { MEDIA_FIELDS, type StoredPdf } from './types';
import { useFormList } from './useFormList';

export const PdfSection = () => {
  const translate = useTranslate();
  const [pdfs] = useFormList<StoredPdf>(MEDIA_FIELDS.pdfs);
  const label = translate('app.placeMedia.pdfs');
  const items = pdfs.map((pdf) => {
    const name = pdf.name || pdf.url;
    return { idmedia: pdf.idmedia, url: pdf.url, name, removeLabel: translate('app.placeMedia.remove_pdf', { name }) };
  });
  return (
    <MediaSection title={label}>
      <StoredMediaList items={items} label={label} />
      <CheckedFileInput
        source={MEDIA_FIELDS.pdfFiles}
        kind="pdf"
        label={label}
        placeholder={translate('app.placeMedia.pdf_drop')}
        helperText={translate('app.placeMedia.pdf_help', { mb: runtimeConfig().uploadMaxMb })}
      />
      <ChosenFiles source={MEDIA_FIELDS.pdfFiles} field={{ name: 'title', label: 'app.placeMedia.pdf_title_of' }} />
    </MediaSection>
  );
};
