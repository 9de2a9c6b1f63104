/** A titled section of the media step (a region named by its heading). */
import { useId, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

export const MediaSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography variant="h6" component="h3" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
};
