/**
 * Reviews (part 2 §2 "Reviews list"): place (a link to its editor), user (a link to their activity,
 * /users/{iduser}/show), text with an expand toggle, date, the published switch and the row's
 * censor and delete. Paged, sorted and searched on the server; filters by place, user and state
 * (published / hidden). Rows can be selected for react-admin's bulk publish, hide and delete (one
 * request of aliased mutations). Columns leave as the card narrows; the text, the switch and the
 * actions always stay, and the place's link moves under the text.
 */
import type { ReactNode } from 'react';
import { Box, Card, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkUpdateButton,
  DataTable,
  DateField,
  FilterForm,
  FilterLiveSearch,
  ListBase,
  ReferenceInput,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, MAX_SEARCH, PAGE_SIZE, SORTABLE } from '../../../domain';
import { SIZE_CONTAINER, columnsShownFrom, hiddenFrom, type ShownFrom } from '../../components/containerColumns';
import { ListError } from '../../components/ListError';
import { ListPager } from '../../components/Pager';
import { ReplaceHistoryOnFilter } from '../../components/ReplaceHistoryOnFilter';
import { SortableCol } from '../../components/SortableCol';
import { useListUrlGuard } from '../../components/useListUrlGuard';
import { useRowCheckboxLabels } from '../../components/useRowCheckboxLabels';
import { PageTitle } from '../../layout/PageTitle';
import { useToast } from '../../notify';
import { PublishedSwitch, ReviewActions, ReviewText } from './ReviewFields';

const label = (field: string) => `resources.reviews.fields.${field}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** Card width (px) from which each column shows. */
const PLACE_FROM = 560;
const SHOWN_FROM: ShownFrom = [
  ['place', PLACE_FROM],
  ['user', 700],
  ['date', 820],
];

/**
 * react-admin slides its bulk toolbar up over a List's top toolbar; this list has none and its card
 * clips what leaves it, so the toolbar opens inside the card, above the header, wrapping on a phone
 * (the class twice: it outweighs the toolbar's own rule).
 */
const BULK_TOOLBAR = {
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    height: 'auto',
    flexWrap: 'wrap',
    py: 0.5,
  },
};

// The error is shown in place of the rows, not also as a toast.
const QUERY_OPTIONS = { onError: () => undefined };

const Rows = ({ children }: { children: ReactNode }) => {
  const { error } = useListContext();
  return error ? <ListError title="app.reviews.load_failed" /> : <>{children}</>;
};

/** Todas / Publicadas / Ocultas → the `published` filter. */
const StateFilter = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const value = filterValues.published === true ? 'true' : filterValues.published === false ? 'false' : '';
  const change = (next: string) => {
    const { published: _drop, ...rest } = filterValues;
    setFilters(next === '' ? rest : { ...rest, published: next === 'true' }, displayedFilters);
  };
  return (
    <TextField
      select
      size="small"
      label={translate('app.reviews.state_filter')}
      value={value}
      onChange={(event) => change(event.target.value)}
      sx={{ width: { xs: '100%', sm: 160 } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate('app.reviews.all')}</MenuItem>
      <MenuItem value="true">{translate('app.reviews.shown')}</MenuItem>
      <MenuItem value="false">{translate('app.reviews.hidden')}</MenuItem>
    </TextField>
  );
};

/** Place and user: autocompletes searched on the server. */
const REFERENCE_FILTERS = [
  <ReferenceInput key="idplace" source="idplace" reference="places" alwaysOn>
    <AutocompleteInput
      label="app.reviews.place_filter"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      size="small"
      helperText={false}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  </ReferenceInput>,
  <ReferenceInput key="iduser" source="iduser" reference="users" alwaysOn>
    <AutocompleteInput
      label="app.reviews.user_filter"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      size="small"
      helperText={false}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  </ReferenceInput>,
];

const PlaceLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={`/places/${record.idplace}`}>
      {String(record.place ?? '')}
    </MuiLink>
  );
};

const UserLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={`/users/${record.iduser}/show`}>
      {String(record.user ?? '')}
    </MuiLink>
  );
};

/** The text; while the place's column is gone (a narrow card), the place's link under it. */
const TextCell = () => (
  <Box sx={{ minWidth: 120 }}>
    <ReviewText />
    <Typography variant="body2" className="review-place" sx={{ mt: 0.5 }}>
      <PlaceLink />
    </Typography>
  </Box>
);

/** The toasts of a bulk change: the spec's message, then the selection is cleared; a failure reloads the rows. */
const useBulkOutcome = () => {
  const toast = useToast();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  return (ok: string, failed: string) => ({
    onSuccess: () => {
      toast.ok(ok);
      onUnselectItems();
    },
    onError: () => {
      toast.error(failed);
      refresh();
    },
  });
};

/** Publish (true) or hide (false) every selected review, after a confirmation naming how many. */
const BulkPublishButton = ({ published }: { published: boolean }) => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const outcome = useBulkOutcome();
  const action = published ? 'bulk_publish' : 'bulk_unpublish';
  return (
    <BulkUpdateButton
      label={`app.reviews.${action}`}
      data={{ published }}
      icon={published ? <VisibilityIcon /> : <VisibilityOffIcon />}
      mutationMode="pessimistic"
      confirmTitle={`app.reviews.${action}_title`}
      confirmContent={translate('app.reviews.bulk_count', { smart_count: selectedIds.length })}
      mutationOptions={outcome('app.reviews.changed', 'app.reviews.change_failed')}
    />
  );
};

const BulkActions = () => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const outcome = useBulkOutcome();
  return (
    <>
      <BulkPublishButton published />
      <BulkPublishButton published={false} />
      <BulkDeleteButton
        label="app.reviews.delete"
        mutationMode="pessimistic"
        confirmTitle="ra.message.delete_content"
        confirmContent={translate('app.reviews.bulk_count', { smart_count: selectedIds.length })}
        mutationOptions={outcome('app.reviews.deleted', 'app.reviews.delete_failed')}
      />
    </>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.reviews.empty')}</Typography>;
};

export const ReviewList = () => {
  const translate = useTranslate();
  const sort = DEFAULT_ORDER.reviews;
  const { valid } = useListUrlGuard(PAGE_SIZE.reviews, SORTABLE.reviews, sort);
  const card = useRowCheckboxLabels();
  if (!valid) return <PageTitle title="app.page.reviews" />;
  return (
    <ListBase resource="reviews" perPage={PAGE_SIZE.reviews} sort={sort} queryOptions={QUERY_OPTIONS}>
      <PageTitle title="app.page.reviews" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <ReplaceHistoryOnFilter>
          <FilterLiveSearch
            label={translate('app.reviews.search')}
            placeholder={translate('app.reviews.search_help')}
            slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
        </ReplaceHistoryOnFilter>
        <StateFilter />
        <Box
          sx={{
            display: 'contents',
            '& form': { p: 0, m: 0, minHeight: 0, flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', width: { xs: '100%', sm: 'auto' } },
            '& .filter-field': { m: 0, width: { xs: '100%', sm: 'auto' } },
          }}
        >
          <FilterForm filters={REFERENCE_FILTERS} />
        </Box>
      </Box>
      <Card ref={card} role="region" aria-label={translate('app.reviews.results')} sx={SIZE_CONTAINER}>
        <Rows>
          <DataTable
            rowClick={false}
            bulkActionButtons={<BulkActions />}
            empty={<Empty />}
            sx={{ ...columnsShownFrom(SHOWN_FROM), ...hiddenFrom('.review-place', PLACE_FROM), ...BULK_TOOLBAR, '& td, & th': { px: 1 } }}
          >
            <SortableCol source="place" label={label('place')} disableSort>
              <PlaceLink />
            </SortableCol>
            <DataTable.Col source="user" label={label('user')} disableSort>
              <UserLink />
            </DataTable.Col>
            <DataTable.Col source="text" label={label('text')} disableSort>
              <TextCell />
            </DataTable.Col>
            <SortableCol source="date" label={label('date')}>
              <DateField source="date" locales="es-ES" options={DATE} />
            </SortableCol>
            <SortableCol source="published" label={label('published')}>
              <PublishedSwitch />
            </SortableCol>
            <DataTable.Col source="actions" label={label('actions')} disableSort>
              <ReviewActions />
            </DataTable.Col>
          </DataTable>
        </Rows>
        <ListPager />
      </Card>
    </ListBase>
  );
};
