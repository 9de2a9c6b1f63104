/** Equipment (part 2 §2): image and name per language, a local search box, add/edit in a modal. */
import { PageTitle } from '../../layout/PageTitle';
import { NameColumns } from '../reference/columns';
import { ReferenceSection } from '../reference/ReferenceSection';
import { EquipmentInputs } from './EquipmentInputs';

export const EquipmentList = () => (
  <>
    <PageTitle title="app.page.equipment" />
    <ReferenceSection resource="equipment" search form={<EquipmentInputs />} compact={{ field: 'text', image: true }}>
      <NameColumns />
    </ReferenceSection>
  </>
);
