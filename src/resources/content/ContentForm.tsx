/**
 * Add and edit of a content entry (CMS page, chain): react-admin's Create / Edit with a
 * SimpleForm, saved pessimistically with the spec's toasts (part 2 §8): optionally a working toast
 * ('Añadiendo página CMS'), then 'Datos añadidos correctamente' / 'Datos editados correctamente' and
 * back to the list, or 'Error al añadir' / 'Error al editar' (the server's reason when it tells
 * one) and the form stays as typed; a refused field shows its message under its input.
 */
import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, useRedirect, useResourceContext } from 'react-admin';
import { useToast } from '../../notify';
import { useSaveMessages } from './saveMessages';
import { PageTitle } from '../../layout/PageTitle';

function useSaveToasts(adding: boolean, working?: string) {
  const redirect = useRedirect();
  const resource = useResourceContext()!;
  return useSaveMessages({
    working,
    ok: adding ? 'app.content.added' : 'app.content.edited',
    failed: adding ? 'app.content.add_failed' : 'app.content.edit_failed',
    onSaved: () => redirect('list', resource),
  });
}

interface Props {
  title: string;
  children: ReactNode;
  /** A new entry's values (published, type…). */
  defaults?: Record<string, unknown>;
  /** The working toast shown while adding (i18n key). */
  working?: string;
}

const CreateForm = ({ title, children, defaults, working }: Props) => {
  const options = useSaveToasts(true, working);
  return (
    <>
      <PageTitle title={title} />
      <Create mutationOptions={options} redirect={false} title={<></>}>
        <SimpleForm defaultValues={defaults} warnWhenUnsavedChanges>
          {children}
        </SimpleForm>
      </Create>
    </>
  );
};

const EditForm = ({ title, children }: Props) => {
  const options = useSaveToasts(false);
  const toast = useToast();
  // An entry that cannot be read says why and stays on its address (react-admin would go to the list).
  const read = { onError: (error: unknown) => toast.error(error instanceof Error ? error.message : 'ra.notification.item_doesnt_exist') };
  return (
    <>
      <PageTitle title={title} />
      <Edit mutationMode="pessimistic" mutationOptions={options} queryOptions={read} redirect={false} title={<></>}>
        <SimpleForm warnWhenUnsavedChanges>{children}</SimpleForm>
      </Edit>
    </>
  );
};

export { CreateForm as ContentCreate, EditForm as ContentEdit };
