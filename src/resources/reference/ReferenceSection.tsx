/**
 * One reference list on screen (part 2 §2): its add button, an optional local search (react-admin's
 * FilterLiveSearch over the provider's `q`: every word, in any language, accents and case
 * ignored), the list — react-admin's DataTable, or its SimpleList below the md breakpoint, as in
 * react-admin's demo (phones, and tablets: four language columns beside the menu would break
 * words mid-way) — and its add/edit modal, opened by URL. The lists are short: every entry shows, no pages.
 * The search lives in react-admin's store, so opening the modal or a reload keeps it.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Card, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Button, DataTable, FilterLiveSearch, ListBase, useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { addButtonId } from './dialogContext';
import { LocalExportButton } from '../../components/LocalExportButton';
import { entityExportColumns } from '../../components/entityExportColumns';
import { entityOf } from '../../../domain';
import { ReferenceDialog } from './ReferenceDialog';
import { ReferenceEmpty } from './ReferenceEmpty';
import { ReferenceSimpleList } from './ReferenceSimpleList';

interface Props {
  resource: string;
  /** The DataTable's columns. */
  children: ReactNode;
  /** The modal's inputs: the resource's XInputs, shared by add and edit. */
  form: ReactNode;
  /** In the simple list: the per-language field that names an entry, and whether entries have an image. */
  compact: { field: string; image: boolean };
  /** An h2 with the list's name, when the screen shows two lists (categories). */
  heading?: boolean;
  search?: boolean;
  /** Values a new entry starts with. */
  defaults?: Record<string, unknown>;
  /** A wider modal. */
  wide?: boolean;
  /** The screen's URL, where the modal goes back to (default /<resource>). */
  listPath?: string;
}

/** The list, or why it could not be read (an error never looks like an empty list). */
const Body = ({ title, compact, children }: { title: string; compact: Props['compact']; children: ReactNode }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { error, data, refetch } = useListContext();
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button label="app.reference.action.retry" onClick={() => refetch()} />}>
        {translate('app.reference.load_error')}
      </Alert>
    );
  }
  if (narrow) return <ReferenceSimpleList {...compact} />;
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={<ReferenceEmpty />}
      aria-label={title}
      sx={{ '& .RaDataTable-table': { tableLayout: 'fixed' }, '& .RaDataTable-tableWrapper': { overflowX: 'visible' } }}
    >
      {children}
    </DataTable>
  );
};

export const ReferenceSection = ({
  resource,
  children,
  form,
  compact,
  heading = false,
  search = false,
  defaults,
  wide,
  listPath = `/${resource}`,
}: Props) => {
  const translate = useTranslate();
  const title = useGetResourceLabel()(resource, 2);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <ListBase
        resource={resource}
        perPage={10_000}
        sort={{ field: 'id', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={`${resource}.reference`}
      >
        <Stack
          direction="row"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          flexWrap="wrap"
          useFlexGap
          spacing={{ xs: 1, sm: 2 }}
          sx={{ mb: 2 }}
        >
          {heading && (
            <Typography variant="h6" component="h2" sx={{ flexBasis: { xs: search ? '100%' : 'auto', sm: 'auto' }, alignSelf: 'center' }}>
              {title}
            </Typography>
          )}
          {search && (
            // On a phone the search takes what the two icon buttons leave of the line; from sm up, 320 px.
            <Box sx={{ flex: { xs: '1 1 0', sm: '0 1 320px' }, minWidth: 0 }}>
              <FilterLiveSearch type="search" helperText={translate('app.reference.search_hint')} sx={{ width: '100%' }} />
            </Box>
          )}
          <Box sx={{ flex: { xs: search ? 0 : 1, sm: 1 } }} />
          {/* Export and add stay together: icons only on a phone (react-admin's Button, with its label as aria-label), one line with the search. */}
          <Stack direction="row" alignItems="center" useFlexGap spacing={{ xs: 0, sm: 2 }} sx={{ flexShrink: 0, ml: 'auto' }}>
            <LocalExportButton columns={entityExportColumns(entityOf(resource)!)} />
            <Button
              component={Link}
              to={`/${resource}/create`}
              id={addButtonId(resource)}
              variant="contained"
              size="medium"
              label={`app.reference.lists.${resource}.add`}
            >
              <AddIcon />
            </Button>
          </Stack>
        </Stack>
        <Card variant="outlined">
          <Body title={title} compact={compact}>
            {children}
          </Body>
        </Card>
      </ListBase>
      <ReferenceDialog resource={resource} listPath={listPath} defaults={defaults} wide={wide}>
        {form}
      </ReferenceDialog>
    </Box>
  );
};
