/**
 * Edit place (part 1 §2, /places/:id; the spec's /editplaces/:id leads here): titled with the
 * place's name, with its public page link, the five-step editor on react-admin's EditBase
 * (pessimistic). The editor starts from a fresh read of the place (not the partial row the list
 * left in react-admin's cache, nor a stale copy: its version is what the conflict check sends),
 * and only once: a later refetch never resets what is being typed. A place that cannot be read
 * says so on the page (the URL stays, so a reload retries; the browser draft is kept).
 */
import { useState } from 'react';
import { Alert, Box, Card, CardContent, Link } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EditBase, Loading, useEditContext, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { publicPlaceUrl } from '../../runtimeConfig';
import { placeFormValues } from './editor/formValues';
import { PlaceEditor } from './editor/PlaceEditor';
import { RecordHistory } from '../history/RecordHistory';

export const editDraftKey = (id: unknown) => `places:${String(id)}`;

const EditContent = () => {
  const translate = useTranslate();
  const { record, isPending, isFetching, error } = useEditContext();
  const [initial, setInitial] = useState<ReturnType<typeof placeFormValues> | null>(null);
  if (!initial && record && !isPending && !isFetching) setInitial(placeFormValues(record));
  if (!initial || !record) {
    // until the place is read (or when it cannot be): the screen's own title
    return (
      <>
        <PageTitle title="app.page.editplaces" />
        {error ? (
          <Alert severity="error">{`${translate('app.place_editor.load_failed')}: ${(error as Error).message ?? ''}`}</Alert>
        ) : (
          (isPending || isFetching) && <Loading />
        )}
      </>
    );
  }
  return (
    <>
      <PageTitle title={String(record.name ?? '')} />
      <Box sx={{ mt: -1, mb: 2 }}>
        <Link href={publicPlaceUrl(Number(record.id), record.slug as string)} target="_blank" rel="noopener noreferrer">
          {translate('app.place_editor.public_link')}
          <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
        </Link>
      </Box>
      <Card>
        <CardContent>
          <PlaceEditor key={String(record.id)} draftKey={editDraftKey(record.id)} initial={initial} editing />
        </CardContent>
      </Card>
      <RecordHistory />
    </>
  );
};

export const PlaceEdit = () => (
  <EditBase
    resource="places"
    mutationMode="pessimistic"
    redirect={false}
    queryOptions={{ refetchOnWindowFocus: false, refetchOnMount: 'always', staleTime: 0, onError: () => undefined }}
  >
    <EditContent />
  </EditBase>
);
