/**
 * The place being shared (part 2 §2 «Share screen»): its name, first category, description,
 * city / province / country and a link to its public sheet (/es/place/{idplace}-{slug}, part 1 §7).
 */
import { Alert, Box, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { RichTextField, useTranslate } from 'react-admin';
import { DEFAULT_LANG, PLACE_STATE, cityLine } from '../../../domain';
import type { SharePlaceData } from '../../dataProvider/custom/share';
import { publicPlaceUrl } from '../../runtimeConfig';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    {children}
  </Box>
);

export const SharePlaceCard = ({ place }: { place: SharePlaceData }) => {
  const translate = useTranslate();
  const description = place.description.find((d) => d.lang === DEFAULT_LANG)?.text ?? '';
  return (
    <Box component="section" aria-labelledby="share-place-name" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      <Typography id="share-place-name" variant="h6" component="h2" sx={{ mb: 1 }}>
        {place.name}
      </Typography>
      {place.published !== PLACE_STATE.published && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('app.share.not_published')}
        </Alert>
      )}
      <Row label={translate('app.share.category')}>
        <Typography>{place.category[0]?.text || translate('app.share.no_category')}</Typography>
      </Row>
      <Row label={translate('app.share.description')}>
        {description ? (
          <RichTextField record={{ id: place.idplace, description }} source="description" />
        ) : (
          <Typography color="text.secondary">{translate('app.share.no_description')}</Typography>
        )}
      </Row>
      <Row label={translate('app.share.location')}>
        <Typography>{cityLine(place, DEFAULT_LANG) || '—'}</Typography>
      </Row>
      <Link
        href={publicPlaceUrl(place.idplace, place.slug)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
      >
        {translate('app.share.sheet')}
        <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    </Box>
  );
};
