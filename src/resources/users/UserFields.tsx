/** What the users list and the activity screen share: the registration type and the yes / no ticks. */
import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/** Part 2 §2: how the user registered, from the ticks (social first, then e-mail and password). */
export function registrationOf(record: RaRecord): 'facebook' | 'google' | 'password' | 'none' {
  if (record.has_facebookid) return 'facebook';
  if (record.has_googleid) return 'google';
  if (record.has_password) return 'password';
  return 'none';
}

export const RegistrationField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`app.users.registration.${registrationOf(record)}`)}</span>;
};

/** A tick: an icon (never colour alone) and its words for assistive technology. */
export const TickField = ({ source }: { source: 'has_facebookid' | 'has_googleid' | 'has_password' | 'newsletter' }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const yes = Boolean(record[source]);
  const label = `${translate(`resources.users.fields.${source}`)}: ${translate(yes ? 'app.users.yes' : 'app.users.no')}`;
  return (
    <Box component="span" role="img" aria-label={label} title={label} sx={{ display: 'inline-flex' }}>
      {yes ? <CheckIcon fontSize="small" color="success" /> : <RemoveIcon fontSize="small" sx={{ color: 'text.disabled' }} />}
    </Box>
  );
};
