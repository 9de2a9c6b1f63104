/**
 * A place-editor step mounted as the editor mounts it: inside a react-admin <Form> of the places
 * resource, in the panel's AdminContext (real data provider over the faked `fetch`, Spanish
 * i18n, theme). `values()` reads the form's current values; `record` makes it an edit.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { theme } from '../../../src/theme';
import { storeSession } from './fakeApi';

type Values = Record<string, unknown>;

export function renderInEditorForm(step: ReactNode, { record, defaultValues = {} }: { record?: RaRecord; defaultValues?: Values } = {}) {
  storeSession();
  let read: () => Values = () => ({});
  const Reader = () => {
    const { getValues } = useFormContext();
    read = () => getValues();
    return null;
  };
  const utils = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={theme}>
      <ResourceContextProvider value="places">
        <Form record={record} defaultValues={defaultValues} onSubmit={() => undefined}>
          <Reader />
          {step}
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { ...utils, values: () => read() };
}

/** Loads the data provider's chunk (Apollo, graphql) before the tests: its first load is slow on a busy machine. */
export const preloadProvider = () => import('../../../src/dataProvider/provider');
