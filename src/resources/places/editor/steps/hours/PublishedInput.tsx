/** The 'Publicado' select of step 4 (part 1 §2, §4): 1 Sí (the default), 0 No, 2 and 3 closed. */
import { SelectInput, required } from 'react-admin';
import { PLACE_STATE, PLACE_STATES } from '../../../../../../domain';

const CHOICES = PLACE_STATES.map((state) => ({ id: state, name: `app.hours.state.${state}` }));
const validate = required();

export const PublishedInput = () => (
  <SelectInput
    source="published"
    label="app.hours.published"
    choices={CHOICES}
    defaultValue={PLACE_STATE.published}
    validate={validate}
    helperText={false}
    sx={{ minWidth: { xs: '100%', sm: 280 } }}
  />
);
