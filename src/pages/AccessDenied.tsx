/**
 * What a screen the session's role cannot open shows (issue 19): react-admin's controllers send a
 * deep link there (/access-denied) when the authProvider's canAccess refuses it. Inside the
 * layout, so the menu (with what the role may open) and the way home stay.
 */
import { Button, Card, CardContent, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';

export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <div>
      <PageTitle title="ra.page.access_denied" />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('ra.message.access_denied')}</Typography>
          <Button component={Link} to="/" variant="outlined" startIcon={<HomeIcon />}>
            {translate('app.page.main')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
};
