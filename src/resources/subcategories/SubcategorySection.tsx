/** The subcategories table of the categories screen (part 2 §2), with its search box and modal. */
import { NameColumns } from '../reference/columns';
import { ReferenceSection } from '../reference/ReferenceSection';
import { SubcategoryInputs } from './SubcategoryInputs';

export const SubcategorySection = () => (
  <ReferenceSection
    resource="subcategories"
    heading
    search
    listPath="/categories"
    form={<SubcategoryInputs />}
    compact={{ field: 'text', image: true }}
  >
    <NameColumns />
  </ReferenceSection>
);
