/**
 * The latest 5 users (part 1 §2): name (a link to the user's activity), e-mail, registration type
 * (social login with the Facebook / Google icons, or password) and date.
 */
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registrationType, shortDate } from './format';
import type { LatestUser } from '../../dataProvider/custom/dashboard';

const medium = { display: { xs: 'none', sm: 'table-cell' } };

export const LatestUsers = ({ users }: { users: LatestUser[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dashboard.user.${key}`, options);
  if (users.length === 0) return <Typography color="text.secondary">{translate('app.dashboard.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.dashboard.latest_users')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell sx={medium}>{t('email')}</TableCell>
          <TableCell>{t('registration')}</TableCell>
          <TableCell sx={medium}>{t('date')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map(user => {
          const type = registrationType(user);
          return (
            <TableRow key={user.iduser} data-iduser={user.iduser}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <MuiLink component={Link} to={`/users/${user.iduser}/show`} aria-label={t('activity', { name: user.name })}>
                  {user.name}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ ...medium, overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} data-registration={type}>
                  {user.has_facebookid && <FacebookIcon fontSize="small" sx={{ color: '#1877f2' }} titleAccess={t('facebook')} />}
                  {user.has_googleid && <GoogleIcon fontSize="small" sx={{ color: '#db4437' }} titleAccess={t('google')} />}
                  {type === 'password' && <KeyIcon fontSize="small" color="action" aria-hidden />}
                  <span>{t(type)}</span>
                </Box>
              </TableCell>
              <TableCell sx={{ ...medium, whiteSpace: 'nowrap' }}>{shortDate(user.registration_date)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
