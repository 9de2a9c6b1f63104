/**
 * An event's saved photos or PDFs (edit), each with a button that takes it out of the form: the
 * save then sends its idmedia in remove_files (entityWrites.ts compares with the record as it was
 * opened). Nothing is deleted until the event is saved; Cancel keeps everything.
 */
import { Box, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useFormList } from '../places/editor/media/useFormList';

interface Media {
  idmedia: number;
  url: string;
  name: string;
}

const E = 'app.content.event.';

export const StoredMedia = ({ source, kind }: { source: 'photos' | 'pdfs'; kind: 'photo' | 'pdf' }) => {
  const translate = useTranslate();
  const [items, setItems] = useFormList<Media>(source);
  if (items.length === 0) return null;
  const title = translate(`${E}stored_${source}`);
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense aria-label={title} sx={kind === 'photo' ? { display: 'flex', flexWrap: 'wrap', gap: 1 } : undefined}>
        {items.map((item) => {
          const name = item.name || item.url.slice(item.url.lastIndexOf('/') + 1);
          const remove = translate(`${E}remove_${kind}`, { name });
          return (
            <ListItem key={item.idmedia} disableGutters sx={{ width: 'auto', gap: 1, alignItems: 'center' }}>
              {kind === 'photo' ? (
                <Box component="img" src={item.url} alt={name} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} />
              ) : (
                <Link href={item.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Link>
              )}
              <IconButton
                aria-label={remove}
                title={remove}
                size="small"
                onClick={() => setItems(items.filter((other) => other.idmedia !== item.idmedia))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      <Typography variant="caption" color="text.secondary">
        {translate(`${E}removed_note`)}
      </Typography>
    </Box>
  );
};
