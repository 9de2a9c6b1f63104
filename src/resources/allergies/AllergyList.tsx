/** Allergies (part 2 §2): like equipment, without the search box. */
import { PageTitle } from '../../layout/PageTitle';
import { NameColumns } from '../reference/columns';
import { ReferenceSection } from '../reference/ReferenceSection';
import { AllergyInputs } from './AllergyInputs';

export const AllergyList = () => (
  <>
    <PageTitle title="app.page.allergies" />
    <ReferenceSection resource="allergies" form={<AllergyInputs />} compact={{ field: 'text', image: true }}>
      <NameColumns />
    </ReferenceSection>
  </>
);
