/** The record's place (its `place` name) as a link to the place's editor: reviews and suggestions rows. */
import { Link as MuiLink } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

export const RecordPlaceLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={`/places/${record.idplace}`}>
      {String(record.place ?? '')}
    </MuiLink>
  );
};
