/**
 * Services (part 2 §2): per language the question over its text, the yes/no filter flag, edit and
 * delete; add/edit in a modal (a new service starts with the spec's default rating labels).
 */
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { ActionsColumn, LangText, LanguageColumns } from '../reference/columns';
import { ReferenceSection } from '../reference/ReferenceSection';
import { SERVICE_DEFAULTS } from './serviceDefaults';
import { ServiceInputs } from './ServiceInputs';

const QuestionAndText = ({ lang }: { lang: string }) => {
  const record = useRecordContext();
  return (
    <>
      <LangText value={record?.question?.[lang]} strong />
      <LangText value={record?.text?.[lang]} />
    </>
  );
};

const FilterFlag = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <>{translate(record?.filter ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
};

export const ServiceList = () => (
  <>
    <PageTitle title="app.page.services" />
    <ReferenceSection
      resource="services"
      form={<ServiceInputs />}
      defaults={SERVICE_DEFAULTS}
      wide
      compact={{ field: 'question', image: false }}
    >
      <LanguageColumns
        field="question"
        label={(lang) => `resources.services.fields.language.${lang}`}
        render={(lang) => <QuestionAndText lang={lang} />}
      />
      <DataTable.Col source="filter" label="app.reference.filter_column" disableSort sx={{ width: 72 }}>
        <FilterFlag />
      </DataTable.Col>
      <ActionsColumn />
    </ReferenceSection>
  </>
);
