/**
 * A screen's title, given as an i18n key (or plain text): shown in the app bar, as the page's
 * <h1>, and in the browser tab ('Sitios · Panel de administración').
 */
import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const PageTitle = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  const appName = translate('app.title');
  useEffect(() => {
    document.title = `${text} · ${appName}`;
  }, [text, appName]);
  return (
    <>
      <Title title={text} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {text}
      </Typography>
    </>
  );
};
