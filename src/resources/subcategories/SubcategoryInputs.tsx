/** The subcategory modal (part 2 §2): the name in each language and the image. Shared by add and edit. */
import { NameInputs } from '../reference/NameInputs';
import { ReferenceImageInput } from '../reference/ReferenceImageInput';

export const SubcategoryInputs = () => (
  <>
    <NameInputs />
    <ReferenceImageInput />
  </>
);
