/** 'Añadir sitio' (part 1 §2, /places/create; the spec's /addplaces leads here): the five-step editor on react-admin's CreateBase. */
import { useState } from 'react';
import { Card, CardContent } from '@mui/material';
import { CreateBase } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { emptyPlaceValues } from './editor/formValues';
import { PlaceEditor } from './editor/PlaceEditor';

export const CREATE_DRAFT_KEY = 'places:create';

export const PlaceCreate = () => {
  const [initial] = useState(emptyPlaceValues);
  return (
    <CreateBase resource="places" mutationMode="pessimistic" redirect={false}>
      <PageTitle title="app.place_editor.title_add" />
      <Card>
        <CardContent>
          <PlaceEditor draftKey={CREATE_DRAFT_KEY} initial={initial} editing={false} />
        </CardContent>
      </Card>
    </CreateBase>
  );
};
