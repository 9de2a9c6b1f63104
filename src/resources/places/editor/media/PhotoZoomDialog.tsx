/** A photo at full size in a dialog (click to zoom, part 1 §2), closed with 'Cerrar' or Escape. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  photo: { url: string; title: string } | null;
  onClose: () => void;
}

export const PhotoZoomDialog = ({ photo, onClose }: Props) => {
  const translate = useTranslate();
  return (
    <Dialog open={photo !== null} onClose={onClose} maxWidth="lg" aria-labelledby="photo-zoom-title">
      <DialogTitle id="photo-zoom-title">{photo?.title}</DialogTitle>
      <DialogContent>
        {photo && <img src={photo.url} alt={photo.title} style={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.placeMedia.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
