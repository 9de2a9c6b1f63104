/** Generic screen for a route whose content comes in a later issue: its title and a short note. */
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';

export const SectionPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <div>
      <PageTitle title={title} />
      <Card>
        <CardContent>
          <Typography color="text.secondary">{translate('app.section.pending')}</Typography>
        </CardContent>
      </Card>
    </div>
  );
};
