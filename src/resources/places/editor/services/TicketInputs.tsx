/**
 * Ticket office (part 1 §2 step 3): its URL (hint: add a ?t10id= parameter), the price
 * ('desde...') and the ticket image's URL. Links must be http(s) when given.
 */
import { Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { isHttpUrl } from '../../../../../domain';

const httpUrl = (field: string) => (value: unknown) =>
  value && !isHttpUrl(value) ? { message: 'app.placeServices.error.url', args: { field } } : undefined;

export const TicketInputs = () => {
  const translate = useTranslate();
  const urlLabel = translate('app.placeServices.buy_url');
  const imgLabel = translate('app.placeServices.buy_img');
  return (
    <Stack spacing={1}>
      <TextInput
        source="buy_url"
        label={urlLabel}
        type="url"
        helperText="app.placeServices.buy_url_help"
        validate={httpUrl(urlLabel)}
        fullWidth
      />
      <TextInput
        source="buy_price"
        label="app.placeServices.buy_price"
        placeholder={translate('app.placeServices.buy_price_placeholder')}
        helperText={false}
        fullWidth
      />
      <TextInput source="buy_img" label={imgLabel} type="url" helperText={false} validate={httpUrl(imgLabel)} fullWidth />
    </Stack>
  );
};
