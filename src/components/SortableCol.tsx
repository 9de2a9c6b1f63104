/**
 * A DataTable column whose header tells assistive technology how the table is sorted: the header
 * of the sorted column carries aria-sort="ascending" or "descending". react-admin's header cell
 * shows the arrow but not the attribute. Only that one header carries it, as ARIA asks ("apply
 * aria-sort to only one header at a time"); the others are still sort buttons.
 */
import { DataTable, useDataTableRenderContext, useDataTableSortContext, type DataTableColumnProps } from 'react-admin';

export const SortableCol = (props: DataTableColumnProps) => {
  const context = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  const sorted = context === 'header' && !props.disableSort && sort !== undefined && sort.field === props.source;
  return <DataTable.Col {...props} {...(sorted ? { 'aria-sort': sort.order === 'DESC' ? 'descending' : 'ascending' } : {})} />;
};
