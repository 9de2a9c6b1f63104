/**
 * Each chosen file's progress while the saved record's files go up: a bar over all of them and one
 * line per file (En espera, Subiendo…, Subido, or the server's reason), read out politely.
 */
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import type { FileUpload } from './useMediaUploads';

const P = 'app.uploads.progress.';
const ICONS = {
  waiting: <HourglassEmptyIcon color="disabled" />,
  working: <UploadIcon color="primary" />,
  ok: <CheckCircleIcon color="success" />,
  error: <ErrorIcon color="error" />,
};

export const UploadProgress = ({ files }: { files: FileUpload[] }) => {
  const translate = useTranslate();
  if (files.length === 0) return null;
  const done = files.filter((f) => f.state === 'ok' || f.state === 'error').length;
  return (
    <Box component="section" aria-labelledby="upload-progress-title" sx={{ mt: 2 }}>
      <Typography id="upload-progress-title" variant="subtitle1" component="h3">
        {translate(`${P}title`, { done, total: files.length })}
      </Typography>
      <LinearProgress variant="determinate" value={(done / files.length) * 100} aria-label={translate(`${P}bar`)} />
      <List dense aria-live="polite">
        {files.map((file, index) => (
          <ListItem key={`${file.type}-${index}`} data-upload-state={file.state}>
            <ListItemIcon>{ICONS[file.state]}</ListItemIcon>
            <ListItemText
              primary={file.name}
              secondary={file.state === 'error' ? translate(`${P}error`, { reason: file.detail ?? '' }) : translate(`${P}${file.state}`)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
