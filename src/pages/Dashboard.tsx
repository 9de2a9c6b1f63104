/** Home dashboard 'Inicio' (part 1 §2). Placeholder until the dashboard issue brings the counts. */
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';

export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <div>
      <PageTitle title="app.page.main" />
      <Card>
        <CardContent>
          <Typography>{translate('app.dashboard.welcome')}</Typography>
        </CardContent>
      </Card>
    </div>
  );
};
