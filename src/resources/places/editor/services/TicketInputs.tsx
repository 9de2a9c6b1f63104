/**
 * Ticket office (part 1 §2 step 3): its URL (hint: add a ?t10id= parameter), the price
 * ('desde...') and the ticket image's URL. Links must be http(s) when given; each text within its
 * length (validation/placeValidators.ts). Labels: resources.places.fields.
 */
import { Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { usePlaceValidators } from '../validation/placeValidators';

export const TicketInputs = () => {
  const translate = useTranslate();
  const v = usePlaceValidators();
  return (
    <Stack spacing={1}>
      <TextInput source="buy_url" type="url" helperText="app.placeServices.buy_url_help" validate={v.buy_url} fullWidth />
      <TextInput
        source="buy_price"
        placeholder={translate('app.placeServices.buy_price_placeholder')}
        helperText={false}
        validate={v.buy_price}
        fullWidth
      />
      <TextInput source="buy_img" type="url" helperText={false} validate={v.buy_img} fullWidth />
    </Stack>
  );
};
