/**
 * A filter-list item with checkbox semantics: react-admin's FilterListItem pattern (same toggle:
 * the item's value is merged into the list's filters, or its keys removed when it is on), drawn as
 * a checkbox and exposed as one (role="checkbox", aria-checked) so assistive technology reads
 * "casilla, marcada". Items that share a key exclude each other: checking one replaces the
 * other's value (the places list's four state filters are one `published` filter).
 */
import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useListFilterContext, useTranslate } from 'react-admin';

type Filters = Record<string, unknown>;

/** Whether every key of `value` is set to that value (numbers and their URL strings alike). */
export const isFilterOn = (value: Filters, filters: Filters): boolean =>
  Object.entries(value).every(([key, wanted]) => filters[key] !== undefined && String(filters[key]) === String(wanted));

/** `filters` with `value` set, or without its keys when it was on. */
export function toggleFilter(value: Filters, filters: Filters): Filters {
  if (!isFilterOn(value, filters)) return { ...filters, ...value };
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !(key in value)));
}

export const FilterCheckboxItem = ({ label, value }: { label: string; value: Filters }) => {
  const { filterValues, setFilters } = useListFilterContext();
  const translate = useTranslate();
  const checked = isFilterOn(value, filterValues);
  return (
    <ListItem disablePadding sx={{ width: 'auto' }}>
      <ListItemButton
        role="checkbox"
        aria-checked={checked}
        onClick={() => setFilters(toggleFilter(value, filterValues), undefined)}
        sx={{ py: 0.25, pl: 0.5, pr: 1.5, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: 0.75, color: checked ? 'primary.main' : 'action.active' }}>
          {checked ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText primary={translate(label)} slotProps={{ primary: { variant: 'body2' } }} sx={{ my: 0 }} />
      </ListItemButton>
    </ListItem>
  );
};
