/**
 * The four reference-list screens of part 2 §2, each one or two ReferenceSections: Categories
 * (categories and subcategories, the latter with a search box), Services, Equipment (with a search
 * box) and Allergies.
 */
import { PageTitle } from '../../layout/PageTitle';
import { REF_LISTS } from './lists';
import { ReferenceSection } from './ReferenceSection';

export const CategoriesScreen = () => (
  <div>
    <PageTitle title="app.page.categories" />
    <ReferenceSection config={REF_LISTS.categories} heading />
    <ReferenceSection config={REF_LISTS.subcategories} heading />
  </div>
);

export const ServicesScreen = () => (
  <div>
    <PageTitle title="app.page.services" />
    <ReferenceSection config={REF_LISTS.services} />
  </div>
);

export const EquipmentScreen = () => (
  <div>
    <PageTitle title="app.page.equipment" />
    <ReferenceSection config={REF_LISTS.equipment} />
  </div>
);

export const AllergiesScreen = () => (
  <div>
    <PageTitle title="app.page.allergies" />
    <ReferenceSection config={REF_LISTS.allergies} />
  </div>
);
