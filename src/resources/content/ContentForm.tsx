/**
 * Add and edit of a content entry (CMS page, chain): react-admin's Create / Edit with a
 * SimpleForm, saved pessimistically with the spec's toasts (part 2 §8): optionally a working toast
 * ('Añadiendo página CMS'), then 'Datos añadidos correctamente' / 'Datos editados correctamente' and
 * back to the list, or 'Error al añadir' / 'Error al editar' (the server's reason when it tells
 * one) and the form stays as typed; a refused field shows its message under its input.
 * `afterSave` runs once the entry is saved and before the list opens (an event's files go up); when
 * it answers false (a file was refused) an edit stays on screen with what happened, and a new
 * entry opens its edit page (saving the add form again would add it twice).
 */
import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SimpleForm, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { useToast } from '../../notify';
import { useSaveMessages } from './saveMessages';
import { PageTitle } from '../../layout/PageTitle';
import { RecordHistory } from '../history/RecordHistory';

/** Runs after the entry is saved, with the saved record and the values the form sent; false: something failed. */
export type AfterSave = (record: RaRecord, values: Record<string, unknown>) => Promise<boolean>;

function useSaveToasts(adding: boolean, working?: string, afterSave?: AfterSave) {
  const redirect = useRedirect();
  const resource = useResourceContext()!;
  return useSaveMessages({
    working,
    ok: adding ? 'app.content.added' : 'app.content.edited',
    failed: adding ? 'app.content.add_failed' : 'app.content.edit_failed',
    onSaved: async (record, values) => {
      const done = afterSave ? await afterSave(record, values) : true;
      if (done) redirect('list', resource);
      else if (adding) redirect('edit', resource, record.id);
    },
  });
}

interface Props {
  title: string;
  children: ReactNode;
  /** A new entry's values (published, type…). */
  defaults?: Record<string, unknown>;
  /** The working toast shown while adding (i18n key). */
  working?: string;
  afterSave?: AfterSave;
  /** The form's toolbar (default: react-admin's). */
  toolbar?: ReactElement;
}

const CreateForm = ({ title, children, defaults, working, afterSave, toolbar }: Props) => {
  const options = useSaveToasts(true, working, afterSave);
  return (
    <>
      <PageTitle title={title} />
      <Create mutationOptions={options} redirect={false} title={<></>}>
        <SimpleForm defaultValues={defaults} warnWhenUnsavedChanges toolbar={toolbar} disableInvalidFormNotification>
          {children}
        </SimpleForm>
      </Create>
    </>
  );
};

const EditForm = ({ title, children, afterSave, toolbar }: Props) => {
  const options = useSaveToasts(false, undefined, afterSave);
  const toast = useToast();
  // An entry that cannot be read says why and stays on its address (react-admin would go to the list).
  const read = { onError: (error: unknown) => toast.error(error instanceof Error ? error.message : 'ra.notification.item_doesnt_exist') };
  return (
    <>
      <PageTitle title={title} />
      <Edit mutationMode="pessimistic" mutationOptions={options} queryOptions={read} redirect={false} title={<></>}>
        <SimpleForm warnWhenUnsavedChanges toolbar={toolbar} disableInvalidFormNotification>
          {children}
        </SimpleForm>
        <RecordHistory />
      </Edit>
    </>
  );
};

export { CreateForm as ContentCreate, EditForm as ContentEdit };
