/**
 * A URL field with its 'Abrir web' button (part 1 §2): the button appears only when the field has
 * a value, and opens it in a new tab. Only http(s) addresses open (a bare 'example.org' is taken
 * as https://example.org, never as an address relative to the panel); anything the link rule
 * refuses (javascript:, data:..., domain/links.ts) gets no button.
 */
import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { linkHref } from '../../../../domain';
import { fieldLabelKey } from './fieldLabel';
import { usePlaceValidators } from './validation/placeValidators';

/** The address the button opens, or null when there is none to open safely (domain/links.ts). */
export const webAddress = (value: unknown): string | null => (typeof value === 'string' ? linkHref(value) : null);

/** Its label is the field's (resources.places.fields.<source>), its checks the field's (length, no spaces, http(s)). */
export const WebInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const validate = usePlaceValidators()[source];
  const href = webAddress(useWatch({ name: source }));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextInput source={source} type="url" validate={validate} fullWidth />
      {href && (
        <Button
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
          aria-label={translate('app.place_editor.action.open_web_of', { field: translate(fieldLabelKey(source)) })}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {translate('app.place_editor.action.open_web')}
        </Button>
      )}
    </Box>
  );
};
