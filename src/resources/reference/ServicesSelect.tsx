/**
 * The category modal's linked services: a searchable multi-select over the services list, each
 * shown by its Spanish text (part 2 §5: the payload carries them as a comma list of ids).
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const } };

interface Props {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}

const labelOf = (service: RaRecord | undefined, id: number) =>
  String(service?.textES || service?.questionES || service?.textEN || `#${id}`);

export const ServicesSelect = ({ id, value, onChange, error, disabled }: Props) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('services', ALL);
  const byId = new Map(data.map((s) => [Number(s.id), s]));
  const options = data.map((s) => Number(s.id));
  return (
    <Autocomplete
      id={id}
      multiple
      disableCloseOnSelect
      options={options}
      value={value}
      loading={isPending}
      disabled={disabled}
      onChange={(_event, ids) => onChange(ids)}
      getOptionLabel={(sid) => labelOf(byId.get(sid), sid)}
      noOptionsText={translate('app.reference.field.no_services')}
      renderValue={(ids, getItemProps) =>
        ids.map((sid, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(byId.get(sid), sid)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="services"
          label={translate('app.reference.field.services')}
          error={Boolean(error)}
          helperText={error ?? translate('app.reference.field.services_help')}
          size="small"
        />
      )}
    />
  );
};
