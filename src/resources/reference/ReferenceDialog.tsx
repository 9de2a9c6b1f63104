/**
 * The add/edit modal of a reference list. Add mode when the hidden id is empty, edit mode otherwise
 * (part 2 §4). Save sends the form through `onSave` (which also uploads the image) and closes on
 * success; on a refusal the modal stays open with everything typed and the error under its input.
 * Cancel, Escape or the close of a successful save discard the form. While saving, the Save
 * button shows progress and a second submit is ignored; the modal cannot be closed mid-save.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Checkbox, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { textKeys, type FormValues } from './formValues';
import { ImageInput } from './ImageInput';
import { listText, type RefListConfig } from './lists';
import { ServicesSelect } from './ServicesSelect';
import { LangTexts, ServiceTexts } from './TextFields';
import type { SaveOutcome } from './useReferenceActions';

interface Props {
  config: RefListConfig;
  open: boolean;
  initial: FormValues;
  onClose: () => void;
  onSave: (values: FormValues) => Promise<SaveOutcome>;
}

export const ReferenceDialog = ({ config, open, initial, onClose, onSave }: Props) => {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const prefix = `ref-${config.resource}`;

  // The first input with an error gets the focus (its tab is shown by ServiceTexts first).
  useEffect(() => {
    const first = [...textKeys(config), 'services'].find((key) => errors[key]);
    if (first) setTimeout(() => document.getElementById(`${prefix}-${first}`)?.focus(), 0);
  }, [errors, config, prefix]);

  const clearError = (key: string) => setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  const setText = (key: string, value: string) => {
    setValues((v) => ({ ...v, texts: { ...v.texts, [key]: value } }));
    clearError(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const outcome = await onSave(values);
      if (outcome.ok) {
        onClose();
        return;
      }
      setErrors(outcome.errors);
      if (outcome.id !== values.id) setValues((v) => ({ ...v, id: outcome.id }));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const close = (_event: unknown, reason?: string) => {
    if (saving || reason === 'backdropClick') return;
    onClose();
  };

  const editing = values.id !== null;
  const titleId = `${prefix}-dialog-title`;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={config.kind === 'service' ? 'md' : 'sm'} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-busy={saving}>
        <DialogTitle id={titleId}>{translate(listText(config, editing ? 'edit' : 'add'))}</DialogTitle>
        <DialogContent dividers>
          <input type="hidden" name="id" value={values.id ?? ''} />
          <Stack spacing={3}>
            {config.kind === 'service' ? (
              <ServiceTexts prefix={prefix} texts={values.texts} errors={errors} onChange={setText} disabled={saving} />
            ) : (
              <LangTexts prefix={prefix} texts={values.texts} errors={errors} onChange={setText} disabled={saving} />
            )}
            {config.kind === 'service' && (
              <div>
                <FormControlLabel
                  control={
                    <Checkbox
                      name="filter"
                      checked={values.filter}
                      onChange={(event) => setValues((v) => ({ ...v, filter: event.target.checked }))}
                      disabled={saving}
                    />
                  }
                  label={translate('app.reference.field.filter')}
                />
                <FormHelperText error={Boolean(errors.filter)} sx={{ mt: 0 }}>
                  {errors.filter || translate('app.reference.field.filter_help')}
                </FormHelperText>
              </div>
            )}
            {config.linksServices && (
              <ServicesSelect
                id={`${prefix}-services`}
                value={values.services}
                onChange={(services) => {
                  setValues((v) => ({ ...v, services }));
                  clearError('services');
                }}
                error={errors.services || undefined}
                disabled={saving}
              />
            )}
            {config.uploadType && (
              <ImageInput
                id={`${prefix}-file`}
                image={values.image}
                file={values.file}
                error={errors.file || undefined}
                disabled={saving}
                onChange={(file, error) => {
                  setValues((v) => ({ ...v, file }));
                  setErrors((e) => ({ ...e, file: error ?? '' }));
                }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {translate('app.reference.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label={translate('app.reference.toast.saving')} /> : <SaveIcon />}
          >
            {translate('app.reference.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
