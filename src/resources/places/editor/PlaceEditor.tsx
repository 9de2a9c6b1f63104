/**
 * The five-step place editor inside react-admin's Form (shared by the create and edit views):
 * the wizard (src/wizard), the draft kept in the browser until saved or cancelled (a reload on
 * any step loses nothing but chosen files, and says so), Guardar (useSavePlace) and, on edit,
 * the conflict dialog.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PLACE_FILE_FIELDS, type PlaceFormValues } from '../../../dataProvider/placeInput';
import { Wizard, clearDraft, readDraft, useDraftKeeper, useWizard, type Draft } from '../../../wizard';
import { ConflictDialog } from './ConflictDialog';
import { reloadChanged } from './conflict';
import { checkEditedPlace, checkNewPlace } from './dataChecks';
import { PLACE_STEPS } from './steps';
import { usePlaygroundAlwaysOpen } from './steps/HoursStep';

const STEP_VALIDATORS = PLACE_STEPS.map((step) => step.validate);
import { UploadProgress } from './UploadProgress';
import { useSavePlace } from './useSavePlace';

type Submit = (values: PlaceFormValues) => Promise<unknown>;

interface Props {
  /** Where the draft lives: 'places:create' or 'places:12'. */
  draftKey: string;
  /** The values the editor opens with when there is no draft (new place, or the record read). */
  initial: PlaceFormValues;
  editing: boolean;
}

const DraftNotice = ({ draft, onDiscard }: { draft: Draft<PlaceFormValues>; onDiscard: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity={draft.hadFiles ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {translate('app.place_editor.action.discard_draft')}
        </Button>
      }
    >
      {translate('app.place_editor.draft.restored')}
      {draft.hadFiles && ` ${translate('app.place_editor.draft.files_lost')}`}
    </Alert>
  );
};

const PlaceWizard = ({
  draftKey,
  editing,
  draft,
  initial,
  submitRef,
}: Props & { draft: Draft<PlaceFormValues> | null; submitRef: React.RefObject<Submit | null> }) => {
  const navigate = useNavigate();
  const form = useFormContext<PlaceFormValues>();
  const [step, setStep] = useState(draft?.step ?? 0);
  const [base, setBase] = useState<PlaceFormValues>(draft?.base ?? initial);
  usePlaygroundAlwaysOpen();
  const wizard = useWizard({
    count: PLACE_STEPS.length,
    validators: STEP_VALIDATORS,
    initialStep: draft?.step ?? 0,
    check: editing ? checkEditedPlace : checkNewPlace,
    onStepChange: setStep,
  });
  const keeper = useDraftKeeper(draftKey, { step, fileFields: PLACE_FILE_FIELDS, base: editing ? base : undefined });
  const { submit, busy, conflict, closeConflict, uploads } = useSavePlace({ editing, wizard, base, onSaved: keeper.stop });
  useLayoutEffect(() => {
    submitRef.current = submit;
  }, [submitRef, submit]);

  const cancel = useCallback(() => {
    keeper.stop();
    navigate('/places');
  }, [keeper, navigate]);

  const reload = () => {
    if (!conflict) return;
    const merged = reloadChanged(form.getValues(), conflict.server, conflict.fields);
    for (const [field, value] of Object.entries(merged))
      form.setValue(field as keyof PlaceFormValues, value as never, { shouldDirty: true });
    setBase(conflict.server);
    closeConflict();
  };

  const overwrite = () => {
    if (!conflict) return;
    form.setValue('version', conflict.server.version, { shouldDirty: true });
    setBase(conflict.server);
    closeConflict();
    void form.handleSubmit((values) => submit(values))();
  };

  return (
    <>
      <Wizard steps={PLACE_STEPS} wizard={wizard} saving={busy} onCancel={cancel} progressLabel="app.place_editor.steps.label" />
      <UploadProgress files={uploads} />
      <ConflictDialog fields={conflict?.fields ?? null} onReload={reload} onOverwrite={overwrite} onClose={closeConflict} />
    </>
  );
};

export const PlaceEditor = (props: Props) => {
  const [generation, setGeneration] = useState(0);
  return <PlaceEditorForm key={generation} {...props} onDiscard={() => setGeneration((n) => n + 1)} />;
};

const PlaceEditorForm = ({ onDiscard, ...props }: Props & { onDiscard: () => void }) => {
  const [draft] = useState(() => readDraft<PlaceFormValues>(props.draftKey));
  const [record] = useState<PlaceFormValues>(() => (draft ? { ...props.initial, ...draft.values } : props.initial));
  const submitRef = useRef<Submit | null>(null);
  const onSubmit = useCallback((values: Record<string, unknown>) => submitRef.current?.(values as PlaceFormValues), []);
  const discard = () => {
    clearDraft(props.draftKey);
    onDiscard();
  };
  return (
    <Box>
      {draft && <DraftNotice draft={draft} onDiscard={discard} />}
      <Form record={record as never} onSubmit={onSubmit} noValidate disableInvalidFormNotification>
        <PlaceWizard {...props} draft={draft} submitRef={submitRef} />
      </Form>
    </Box>
  );
};
