/**
 * A filter that is on while its box is ticked (the users' «Solo personal»): a react-admin input for
 * a FilterForm (InlineFilters, PagedList's `filters`), labelled from its source as every input is
 * (`resources.<resource>.fields.<source>`). Ticked: `<source>: true`; unticked: no such filter at all
 * (null, which react-admin's setFilters drops), never `<source>: false`. A checkbox, not react-admin's
 * BooleanInput (a switch).
 */
import { Checkbox, FormControlLabel } from '@mui/material';
import { FieldTitle, useInput, type CommonInputProps } from 'react-admin';

const parse = (checked: boolean) => (checked ? true : null);

export const CheckboxFilterInput = ({ size, ...props }: CommonInputProps & { size?: 'small' | 'medium' }) => {
  const { id, field } = useInput({ ...props, type: 'checkbox', parse });
  return (
    <FormControlLabel
      control={
        <Checkbox
          id={id}
          name={field.name}
          inputRef={field.ref}
          checked={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          size={size}
        />
      }
      label={<FieldTitle label={props.label} source={props.source} resource={props.resource} />}
      sx={{ mb: 0.5 }}
    />
  );
};
