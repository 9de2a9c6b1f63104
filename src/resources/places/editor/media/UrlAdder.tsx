/**
 * Adding an item by its link (a photo by URL with its attribution, a video with its title): two
 * fields outside the form values and an add button. The link must be http(s), and both within the
 * API's lengths; otherwise the error names the field under it and nothing is added. Enter in either field adds too.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PLACE_LIMITS, isHttpUrl } from '../../../../../domain';
import { messageText } from '../../../../wizard';
import { maxChars } from '../validation/placeValidators';

interface Props {
  urlLabel: string;
  textLabel: string;
  /** The longest text the API keeps (a photo's attribution, a video's title). */
  textMax: number;
  addLabel: string;
  onAdd: (url: string, text: string) => void;
}

export const UrlAdder = ({ urlLabel, textLabel, textMax, addLabel, onAdd }: Props) => {
  const translate = useTranslate();
  const id = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [textError, setTextError] = useState('');
  const add = () => {
    const urlProblem = maxChars(urlLabel, PLACE_LIMITS.url)(url);
    const textProblem = maxChars(textLabel, textMax)(text);
    setError(
      urlProblem ? messageText(urlProblem, translate) : isHttpUrl(url) ? '' : translate('app.placeMedia.error.url', { field: urlLabel }),
    );
    setTextError(textProblem ? messageText(textProblem, translate) : '');
    if (urlProblem || textProblem || !isHttpUrl(url)) return;
    onAdd(url.trim(), text.trim());
    setUrl('');
    setText('');
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
        error={Boolean(textError)}
        helperText={textError || ' '}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
        {addLabel}
      </Button>
    </Stack>
  );
};
