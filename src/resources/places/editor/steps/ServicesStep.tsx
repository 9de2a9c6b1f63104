/**
 * Step 3 of the place editor, Servicios (part 1 §2): equipment tags (only listed values, at most
 * 5 suggestions), ticket office, overall rating, allergies checklist and the service questions of
 * the chosen categories; on edit also the internal notes. Rendered inside the editor's
 * react-admin form; form fields equipment, buy_url, buy_price, buy_img, points, allergies,
 * services, notes (issue 9 contract). Labels: resources.places.fields.
 */
import { useId } from 'react';
import { Divider, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { isHttpUrl } from '../../../../../domain';
import { OverallRating } from '../services/OverallRating';
import { ServiceQuestions } from '../services/ServiceQuestions';
import { TicketInputs } from '../services/TicketInputs';
import { usePlaceValidators } from '../validation/placeValidators';

const ALL = { field: 'id', order: 'ASC' as const };
const textEs = (record: RaRecord) => String(record.text?.es || `#${record.id}`);

export const ServicesStep = () => {
  const translate = useTranslate();
  const servicesHeading = useId();
  const isEdit = useRecordContext()?.id != null;
  const v = usePlaceValidators();
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <ReferenceArrayInput source="equipment" reference="equipment" perPage={1000} sort={ALL}>
        <AutocompleteArrayInput optionText={textEs} suggestionLimit={5} helperText="app.placeServices.equipment_help" fullWidth />
      </ReferenceArrayInput>
      <TicketInputs />
      <OverallRating />
      <ReferenceArrayInput source="allergies" reference="allergies" perPage={1000} sort={ALL}>
        {/* named from the place's fields: inside its ReferenceArrayInput this input's own resource is 'allergies' */}
        <CheckboxGroupInput label="resources.places.fields.allergies" optionText={textEs} helperText={false} />
      </ReferenceArrayInput>
      <Stack component="section" spacing={1} aria-labelledby={servicesHeading}>
        <Typography variant="h6" component="h3" id={servicesHeading}>
          {translate('app.placeServices.services')}
        </Typography>
        <ServiceQuestions headingId={servicesHeading} />
      </Stack>
      {isEdit && <TextInput source="notes" validate={v.notes} multiline minRows={3} helperText={false} fullWidth />}
    </Stack>
  );
};

/** Before leaving the step or saving: the ticket links are http(s) when given. */
export function validateServices(values: { buy_url?: string | null; buy_img?: string | null }): string | null {
  if (values.buy_url && !isHttpUrl(values.buy_url)) return 'URL de la taquilla: la dirección debe empezar por http:// o https://';
  if (values.buy_img && !isHttpUrl(values.buy_img)) return 'Imagen de la entrada (URL): la dirección debe empezar por http:// o https://';
  return null;
}
