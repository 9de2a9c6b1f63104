/**
 * The latest 5 users (part 1 §2): name (a link to the user's activity), e-mail, registration type
 * (social login with the Facebook / Google icons, or password) and date.
 */
import { Box, Link as MuiLink } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/Key';
import { DataTable, DateField, FunctionField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registrationType } from './format';
import { LatestTable } from './LatestTable';
import type { LatestUser } from '../../dataProvider/custom/dashboard';

const t = (key: string) => `app.dashboard.user.${key}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const idOf = (user: LatestUser) => user.iduser;

/** Card width (px) from which each column shows; name and registration type always do. */
const SHOWN_FROM = [
  ['registration_date', 420],
  ['email', 520],
] as const;

const Name = ({ user }: { user: LatestUser }) => {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to={`/users/${user.iduser}/show`} aria-label={translate(t('activity'), { name: user.name })}>
      {user.name}
    </MuiLink>
  );
};

const Registration = ({ user }: { user: LatestUser }) => {
  const translate = useTranslate();
  const type = registrationType(user);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} data-registration={type}>
      {user.has_facebookid && <FacebookIcon fontSize="small" sx={{ color: '#1877f2' }} titleAccess={translate(t('facebook'))} />}
      {user.has_googleid && <GoogleIcon fontSize="small" sx={{ color: '#db4437' }} titleAccess={translate(t('google'))} />}
      {type === 'password' && <KeyIcon fontSize="small" color="action" aria-hidden />}
      <span>{translate(t(type))}</span>
    </Box>
  );
};

export const LatestUsers = ({ users }: { users: LatestUser[] }) => (
  <LatestTable rows={users} idOf={idOf} resource="users" label="app.dashboard.latest_users" shownFrom={SHOWN_FROM}>
    <DataTable.Col source="name" label={t('name')} disableSort sx={{ overflowWrap: 'break-word' }}>
      <FunctionField<LatestUser> render={(user) => <Name user={user} />} />
    </DataTable.Col>
    <DataTable.Col source="email" label={t('email')} disableSort sx={{ overflowWrap: 'break-word' }} />
    <DataTable.Col source="registration" label={t('registration')} disableSort>
      <FunctionField<LatestUser> render={(user) => <Registration user={user} />} />
    </DataTable.Col>
    <DataTable.Col source="registration_date" label={t('date')} disableSort sx={{ whiteSpace: 'nowrap' }}>
      <DateField source="registration_date" locales="es-ES" options={DATE} />
    </DataTable.Col>
  </LatestTable>
);
