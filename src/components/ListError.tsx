/**
 * What a list shows when its page could not be loaded: the reason and 'Reintentar', never the
 * empty-result message (an error must not look like "nothing matches"). Reads the enclosing
 * react-admin list's error and refetch.
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const ListError = ({ title }: { title: string }) => {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {error.message || translate('ra.notification.http_error')}
    </Alert>
  );
};
