/** Header: burger toggle, page title, link to the public website, loading indicator, user menu. */
import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { runtimeConfig } from '../runtimeConfig';
import { AppUserMenu } from './UserMenu';

const PublicSiteLink = () => {
  const translate = useTranslate();
  const label = translate('app.appbar.public_site');
  return (
    <Button
      color="inherit"
      href={runtimeConfig().publicSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      startIcon={<OpenInNewIcon />}
      sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
};

const AppToolbar = () => (
  <>
    <PublicSiteLink />
    <LoadingIndicator />
  </>
);

export const AppAppBar = () => <AppBar toolbar={<AppToolbar />} userMenu={<AppUserMenu />} />;
