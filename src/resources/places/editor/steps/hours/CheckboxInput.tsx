/**
 * A checkbox bound to a boolean form field through react-admin's useInput (react-admin's own
 * BooleanInput is a switch; the spec asks for checkboxes). `ariaLabel` names it fully when the
 * visible label alone is ambiguous ('Abierto 24 horas' in seven rows).
 */
import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useInput } from 'react-admin';

interface Props {
  source: string;
  label: string;
  ariaLabel?: string;
  disabled?: boolean;
  helperText?: string;
  /** Called after the field changed, with the new value. */
  onToggle?: (checked: boolean) => void;
}

export const CheckboxInput = ({ source, label, ariaLabel, disabled = false, helperText, onToggle }: Props) => {
  const { field, id } = useInput({ source, defaultValue: false, type: 'checkbox' });
  const helpId = `${id}-help`;
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onToggle?.(event.target.checked);
            }}
            slotProps={{ input: { 'aria-label': ariaLabel, 'aria-describedby': helperText ? helpId : undefined } }}
          />
        }
      />
      {helperText ? (
        <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 4 }}>
          {helperText}
        </FormHelperText>
      ) : null}
    </div>
  );
};
