/**
 * Adding an item by its link (a photo by URL with its attribution, a video with its title): two
 * fields outside the form values and an add button. The link must be http(s); otherwise the
 * error names the field under it and nothing is added. Enter in either field adds too.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isHttpUrl } from '../../../../../domain';

interface Props {
  urlLabel: string;
  textLabel: string;
  addLabel: string;
  onAdd: (url: string, text: string) => void;
}

export const UrlAdder = ({ urlLabel, textLabel, addLabel, onAdd }: Props) => {
  const translate = useTranslate();
  const id = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = () => {
    if (!isHttpUrl(url)) {
      setError(translate('app.placeMedia.error.url', { field: urlLabel }));
      return;
    }
    onAdd(url.trim(), text.trim());
    setUrl('');
    setText('');
    setError('');
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the form's submit
    add();
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        id={`${id}-url`}
        label={urlLabel}
        value={url}
        type="url"
        size="small"
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={onEnter}
        error={Boolean(error)}
        helperText={error || ' '}
        sx={{ flex: 2 }}
      />
      <TextField
        id={`${id}-text`}
        label={textLabel}
        value={text}
        size="small"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onEnter}
        helperText=" "
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
        {addLabel}
      </Button>
    </Stack>
  );
};
