/**
 * The places list's filters, kept in the list's URL by react-admin: the search (FilterLiveSearch:
 * debounced, `q`, accent- and case-insensitive on the server; each pause replaces the history
 * entry instead of adding one), the four mutually exclusive state checkboxes (one `published`
 * filter: checking one unchecks the others, unchecking shows every state) and 'Nuevos en el último
 * mes' (`lastmonths: 1`, where the dashboard's card leads) and «Falta traducción» (a description
 * missing in any language or in one). Any change goes back to page 1.
 */
import { Box } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { FilterList, FilterLiveSearch, useTranslate } from 'react-admin';
import { MAX_SEARCH, PLACE_STATE } from '../../../domain';
import { FilterCheckboxItem } from '../../components/FilterCheckboxItem';
import { ReplaceHistoryOnFilter } from '../../components/ReplaceHistoryOnFilter';
import { InlineFilters } from '../../components/PagedList';
import { MISSING_TRANSLATION_FILTER } from '../../components/MissingTranslationFilter';

/** The four checkboxes, in the spec's order, and the `published` code each one selects. */
export const STATUS_FILTERS = [
  { code: PLACE_STATE.published, label: 'app.places.only.published' },
  { code: PLACE_STATE.draft, label: 'app.places.only.drafts' },
  { code: PLACE_STATE.tempClosed, label: 'app.places.only.temp_closed' },
  { code: PLACE_STATE.closed, label: 'app.places.only.closed' },
] as const;

/** The dashboard's 'Nuevos (último mes)': places created in the last month. */
export const NEW_LAST_MONTH = { lastmonths: 1 } as const;

/** A row of filter items (react-admin's FilterList is a column), named as a group. */
const ROW = {
  '& > div:first-of-type': { mt: 0 },
  '& .MuiList-root': { display: 'flex', flexWrap: 'wrap', columnGap: 0.5 },
} as const;

export const PlaceFilters = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3, rowGap: 1, mb: 2 }}>
      <ReplaceHistoryOnFilter>
        <FilterLiveSearch
          label={translate('app.places.search')}
          placeholder={translate('app.places.search_hint')}
          slotProps={{ htmlInput: { maxLength: MAX_SEARCH }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 340 }, mt: 0.5 }}
        />
      </ReplaceHistoryOnFilter>
      <FilterList
        label="app.places.state"
        icon={<FlagOutlinedIcon fontSize="small" />}
        role="group"
        aria-label={translate('app.places.filters')}
        sx={ROW}
      >
        {STATUS_FILTERS.map(({ code, label }) => (
          <FilterCheckboxItem key={code} label={label} value={{ published: code }} />
        ))}
      </FilterList>
      <FilterList
        label="app.places.created"
        icon={<EventOutlinedIcon fontSize="small" />}
        role="group"
        aria-label={translate('app.places.created')}
        sx={ROW}
      >
        <FilterCheckboxItem label="app.places.new_last_month" value={NEW_LAST_MONTH} />
      </FilterList>
      <InlineFilters filters={[MISSING_TRANSLATION_FILTER]} />
    </Box>
  );
};
