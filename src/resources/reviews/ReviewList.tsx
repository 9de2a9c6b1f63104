/**
 * Reviews (part 2 §2 "Reviews list"): place (a link to its editor), user (a link to their activity,
 * /users/{iduser}/show; plain text for an editor, who cannot open users), text with an expand
 * toggle, date, the published switch and the row's censor and delete. Paged, sorted and searched on
 * the server; filters by place, user (an editor, who has no user picker, sees a link's user filter as
 * a removable chip) and state (published / hidden). Rows can be selected for react-admin's bulk
 * publish, hide and delete (one request of aliased mutations).
 * Columns leave as the card narrows; the text, the switch and the actions always stay, and the
 * place's link moves under the text.
 */
import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkUpdateButton,
  DataTable,
  DateField,
  ReferenceInput,
  SelectInput,
  useCanAccess,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_ORDER, PAGE_SIZE, SORTABLE } from '../../../domain';
import { columnsShownFrom, hiddenFrom, type ShownFrom } from '../../components/containerColumns';
import { EmptyRows, PagedList } from '../../components/PagedList';
import { SortableCol } from '../../components/SortableCol';
import { ExportCsvButton, type ExportColumnSpec } from '../../components/ExportCsvButton';
import { useRowCheckboxLabels } from '../../components/useRowCheckboxLabels';
import { useToast } from '../../notify';
import { PublishedSwitch, ReviewActions, ReviewText } from './ReviewFields';
import { RecordPlaceLink } from '../../components/RecordPlaceLink';

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

/**
 * The state (Todas / Publicadas / Ocultas → `published`), then place and user: autocompletes searched
 * on the server. The user's only for a role that may read users (issue 19: the API refuses editors allUsers).
 */
const FILTERS = [
  <SelectInput
    key="published"
    source="published"
    label="app.reviews.state_filter"
    alwaysOn
    emptyText="app.reviews.all"
    choices={[
      { id: true, name: 'app.reviews.shown' },
      { id: false, name: 'app.reviews.hidden' },
    ]}
    size="small"
    helperText={false}
    // 'Todas' shows while no state is chosen
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    sx={{ width: { xs: '100%', sm: 160 } }}
  />,
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

/** Filters without the user's (an editor's list). */
const CONTENT_FILTERS = FILTERS.filter((filter) => filter.key !== 'iduser');

/**
 * An editor's list filtered by a user (a link with filter={"iduser":5}): without the user picker
 * (editors cannot read users) nothing else would say so. A chip «Usuario n.º 5» removes the filter:
 * its ✕, or the chip itself (a button: Enter or Space; Delete and Backspace too). The focus then goes
 * to the search, the first field of the row, not to the page's start.
 */
const UserFilterChip = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const iduser: unknown = filterValues.iduser;
  if (iduser == null || iduser === '') return null;
  const label = translate('app.reviews.user_chip', { id: String(iduser) });
  const remove = (event: { currentTarget: Element }) => {
    event.currentTarget.closest('.MuiChip-root')?.parentElement?.querySelector('input')?.focus();
    const { iduser: _removed, ...rest } = filterValues;
    setFilters(rest, displayedFilters);
  };
  return (
    <Chip
      label={label}
      aria-label={translate('app.reviews.user_chip_remove', { label })}
      onClick={remove}
      onDelete={remove}
      sx={{ mb: 1 }} // centred on the filters' 48 px fields (the row aligns their bottoms)
    />
  );
};

/** The user's name: a link to their activity for a role that opens it, plain text for an editor. */
const UserLink = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  if (!record) return null;
  if (!canAccess) return <span>{String(record.user ?? '')}</span>;
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
      <RecordPlaceLink />
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

/** What «Exportar» writes: the list's columns, with the ids of the review, its place and its user. */
const EXPORT_COLUMNS: ExportColumnSpec[] = ['idreview', 'idplace', 'place', 'iduser', 'user', 'text', 'date', 'published'].map(
  (source) => ({ source }),
);

export const ReviewList = () => {
  const card = useRowCheckboxLabels();
  const { canAccess: withUsers } = useCanAccess({ resource: 'users', action: 'list' });
  return (
    <PagedList
      resource="reviews"
      perPage={PAGE_SIZE.reviews}
      sort={DEFAULT_ORDER.reviews}
      sortable={SORTABLE.reviews}
      title="app.page.reviews"
      texts="app.reviews"
      searchHelp
      searchWidth={260}
      filters={withUsers ? FILTERS : CONTENT_FILTERS}
      filterNotes={withUsers === false && <UserFilterChip />}
      cardRef={card}
      actions={<ExportCsvButton columns={EXPORT_COLUMNS} />}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={<BulkActions />}
        empty={<EmptyRows texts="app.reviews" />}
        sx={{ ...columnsShownFrom(SHOWN_FROM), ...hiddenFrom('.review-place', PLACE_FROM), ...BULK_TOOLBAR, '& td, & th': { px: 1 } }}
      >
        <SortableCol source="place" disableSort>
          <RecordPlaceLink />
        </SortableCol>
        <DataTable.Col source="user" disableSort>
          <UserLink />
        </DataTable.Col>
        <DataTable.Col source="text" disableSort>
          <TextCell />
        </DataTable.Col>
        <SortableCol source="date">
          <DateField source="date" locales="es-ES" options={DATE} />
        </SortableCol>
        <SortableCol source="published">
          <PublishedSwitch />
        </SortableCol>
        <DataTable.Col source="actions" disableSort>
          <ReviewActions />
        </DataTable.Col>
      </DataTable>
    </PagedList>
  );
};
