/** What an empty list says: nothing matches the search, or there is nothing yet. */
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const ReferenceEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate(filterValues?.q ? 'app.reference.no_match' : 'app.reference.empty')}
    </Typography>
  );
};
