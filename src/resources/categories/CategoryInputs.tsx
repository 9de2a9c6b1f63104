/**
 * The category modal (part 2 §2): the name in each language, the linked services (react-admin's
 * reference input over the services resource; sent as a comma list of ids, part 2 §5) and the
 * image. Shared by add and edit.
 */
import { AutocompleteArrayInput, ReferenceArrayInput, type RaRecord } from 'react-admin';
import { NameInputs } from '../reference/NameInputs';
import { ReferenceImageInput } from '../reference/ReferenceImageInput';

/** A service by its short Spanish text, else its question. */
const serviceName = (service: RaRecord) => String(service.text?.es || service.question?.es || `#${service.id}`);

export const CategoryInputs = () => (
  <>
    <NameInputs />
    <ReferenceArrayInput source="services" reference="services" perPage={1000} sort={{ field: 'id', order: 'ASC' }}>
      <AutocompleteArrayInput optionText={serviceName} helperText="app.reference.field.services_help" fullWidth sx={{ mt: 2 }} />
    </ReferenceArrayInput>
    <ReferenceImageInput />
  </>
);
