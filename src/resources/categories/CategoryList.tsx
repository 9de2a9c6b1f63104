/**
 * Categories (part 2 §2): two tables on one screen, categories and subcategories, each with its
 * image, name per language, edit and delete, and its own add/edit modal; a search box filters the
 * subcategories. Also the screen of /subcategories and its modal URLs.
 */
import { PageTitle } from '../../layout/PageTitle';
import { NameColumns } from '../reference/columns';
import { ReferenceSection } from '../reference/ReferenceSection';
import { SubcategorySection } from '../subcategories/SubcategorySection';
import { CategoryInputs } from './CategoryInputs';

export const CategoryList = () => (
  <>
    <PageTitle title="app.page.categories" />
    <ReferenceSection resource="categories" heading form={<CategoryInputs />} compact={{ field: 'text', image: true }}>
      <NameColumns />
    </ReferenceSection>
    <SubcategorySection />
  </>
);
