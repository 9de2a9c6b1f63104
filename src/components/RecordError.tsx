/**
 * What a screen of one record (a suggestion's form, a user's activity) shows when the record could
 * not be loaded: why, in words (i18n key `message`), and 'Reintentar', which asks again.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export const RecordError = ({ message, onRetry }: { message: string; onRetry: () => unknown }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
