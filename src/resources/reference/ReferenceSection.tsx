/**
 * One reference list on screen: heading, optional local search box, add button, the table, the
 * add/edit modal and the delete confirmation ('¿Desea eliminar este elemento?'). The whole list is
 * read once; the search filters it in the browser (every word, any of the four texts, case- and
 * accent-insensitive). After a save or a delete the list is read again, so the row changes or
 * disappears without reloading the page; a deleted row goes at once.
 */
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Card, InputAdornment, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Confirm, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { i18nKeys, localList } from '../../dataProvider/local';
import { emptyValues, valuesOf, type FormValues } from './formValues';
import { listText, type RefListConfig } from './lists';
import { ReferenceDialog } from './ReferenceDialog';
import { ReferenceTable } from './ReferenceTable';
import { useReferenceActions } from './useReferenceActions';

const ALL = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'id', order: 'ASC' as const } };

interface Props {
  config: RefListConfig;
  /** h2 when the screen shows more than one list (categories), else none: the page title says it. */
  heading?: boolean;
}

export const ReferenceSection = ({ config, heading = false }: Props) => {
  const translate = useTranslate();
  const { data = [], isPending, error, refetch } = useGetList(config.resource, ALL);
  const [search, setSearch] = useState('');
  const [removed, setRemoved] = useState<Set<RaRecord['id']>>(new Set());
  const [dialog, setDialog] = useState<{ open: boolean; values: FormValues; key: number }>(() => ({
    open: false,
    values: emptyValues(config),
    key: 0,
  }));
  const [toDelete, setToDelete] = useState<RaRecord | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** After a row is deleted its buttons are gone: the focus goes to the add button. */
  const addButton = useRef<HTMLButtonElement>(null);
  const deletedOne = useRef(false);
  const { save, remove } = useReferenceActions(config, refetch);

  const fields = useMemo(() => i18nKeys(config.kind === 'service' ? ['question', 'text'] : ['text']), [config.kind]);
  const records = useMemo(() => {
    const present = data.filter((r) => !removed.has(r.id));
    return search.trim() ? localList(present, { search, ids: null, equals: {}, sort: null, pagination: null }, fields).data : present;
  }, [data, removed, search, fields]);

  const open = (values: FormValues) => setDialog((d) => ({ open: true, values, key: d.key + 1 }));
  const confirmDelete = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    const done = await remove(toDelete);
    if (done) setRemoved((set) => new Set(set).add(toDelete.id));
    deletedOne.current = done;
    setDeleting(false);
    setToDelete(null);
  };

  const title = translate(listText(config, 'title'));
  const searchId = `ref-${config.resource}-search`;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        {heading && (
          <Typography variant="h6" component="h2" sx={{ mr: 2 }}>
            {title}
          </Typography>
        )}
        {config.search && (
          <TextField
            id={searchId}
            type="search"
            size="small"
            label={translate('app.reference.search')}
            helperText={translate('app.reference.search_hint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: 320 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
        )}
        <Box sx={{ ml: 'auto' }}>
          <Button ref={addButton} variant="contained" startIcon={<AddIcon />} onClick={() => open(emptyValues(config))}>
            {translate(listText(config, 'add'))}
          </Button>
        </Box>
      </Stack>
      <Card variant="outlined">
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && !isPending ? (
          <Stack direction="row" spacing={2} alignItems="center" sx={{ p: 2 }}>
            <Typography color="error">{translate('app.reference.load_error')}</Typography>
            <Button onClick={() => refetch()}>{translate('app.reference.action.retry')}</Button>
          </Stack>
        ) : (
          !isPending && (
            <ReferenceTable
              config={config}
              records={records}
              label={title}
              emptyText={translate(search.trim() ? 'app.reference.no_match' : 'app.reference.empty')}
              onEdit={(record) => open(valuesOf(config, record))}
              onDelete={setToDelete}
            />
          )
        )}
      </Card>
      <ReferenceDialog key={dialog.key} config={config} open={dialog.open} initial={dialog.values} onSave={save} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <Confirm
        isOpen={toDelete !== null}
        loading={deleting}
        title="app.reference.confirm.title"
        content="app.reference.confirm.content"
        confirm="app.reference.action.delete"
        cancel="app.reference.action.cancel"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => !deleting && setToDelete(null)}
        slotProps={{ transition: { onExited: () => deletedOne.current && addButton.current?.focus() } }}
      />
    </Box>
  );
};
