/**
 * The five-step place editor inside react-admin's Form (shared by the create and edit views):
 * the wizard (src/wizard) with its field validators (validation/placeValidators.ts), the draft
 * kept in this browser tab once something is typed, until saved or cancelled (a reload on any step
 * loses nothing but chosen files, and says so; another tab's draft is only offered), Cancelar that
 * asks before dropping unsaved work, Guardar (useSavePlace) and, on edit, the conflict dialog.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PLACE_FILE_FIELDS, type PlaceFormValues } from '../../../dataProvider/placeInput';
import {
  Wizard,
  adoptDraft,
  clearDraft,
  dropOtherDraft,
  otherDrafts,
  readDraft,
  useDraftKeeper,
  useWizard,
  type Draft,
} from '../../../wizard';
import { ConflictDialog } from './ConflictDialog';
import { reloadChanged } from './conflict';
import { OtherDraftNotice, RestoredDraftNotice } from './DraftNotices';
import { PLACE_STEPS } from './steps';
import { stepOfField } from './stepFields';
import { usePlaygroundAlwaysOpen } from './steps/HoursStep';
import { UploadProgress } from '../../../components/uploads/UploadProgress';
import { useSavePlace } from './useSavePlace';
import { usePlaceValidators } from './validation/placeValidators';

type Submit = (values: PlaceFormValues) => Promise<unknown>;

interface Props {
  /** Where the draft lives: 'places:create' or 'places:12' (each tab keeps its own). */
  draftKey: string;
  /** The values the editor opens with when there is no draft (new place, or the record read). */
  initial: PlaceFormValues;
  editing: boolean;
}

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
    steps: PLACE_STEPS,
    validators: usePlaceValidators(),
    initialStep: draft?.step ?? 0,
    onStepChange: setStep,
  });
  const keeper = useDraftKeeper(draftKey, {
    step,
    fileFields: PLACE_FILE_FIELDS,
    base: editing ? base : undefined,
    restored: draft !== null,
  });
  const { submit, busy, conflict, closeConflict, uploads } = useSavePlace({ editing, wizard, base, onSaved: keeper.stop });
  useLayoutEffect(() => {
    submitRef.current = submit;
  }, [submitRef, submit]);

  const cancel = useCallback(() => {
    keeper.stop();
    navigate('/places');
  }, [keeper, navigate]);

  // 'Recargar': the server's values for the fields someone else changed; the first of them takes the focus
  const reload = () => {
    if (!conflict) return;
    const merged = reloadChanged(form.getValues(), conflict.server, conflict.fields);
    for (const [field, value] of Object.entries(merged))
      form.setValue(field as keyof PlaceFormValues, value as never, { shouldDirty: true });
    setBase(conflict.server);
    closeConflict();
    const first = conflict.fields[0];
    if (first) wizard.reveal(stepOfField(first), first === 'description' || first === 'menu' ? `${first}.es` : first);
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
      <Wizard
        steps={PLACE_STEPS}
        wizard={wizard}
        saving={busy}
        onCancel={cancel}
        hasChanges={keeper.typed}
        progressLabel="app.place_editor.steps.label"
      />
      <UploadProgress files={uploads} />
      <ConflictDialog fields={conflict?.fields ?? null} onReload={reload} onOverwrite={overwrite} onClose={closeConflict} />
    </>
  );
};

export const PlaceEditor = (props: Props) => {
  const [generation, setGeneration] = useState(0);
  return <PlaceEditorForm key={generation} {...props} onRestart={() => setGeneration((n) => n + 1)} />;
};

const PlaceEditorForm = ({ onRestart, ...props }: Props & { onRestart: () => void }) => {
  const [draft] = useState(() => readDraft<PlaceFormValues>(props.draftKey));
  // another tab's unsaved work on the same place is offered, never taken without asking
  const [offered, setOffered] = useState(() => (draft ? null : (otherDrafts<PlaceFormValues>(props.draftKey)[0] ?? null)));
  const [record] = useState<PlaceFormValues>(() => (draft ? { ...props.initial, ...draft.values } : props.initial));
  const submitRef = useRef<Submit | null>(null);
  const onSubmit = useCallback((values: Record<string, unknown>) => submitRef.current?.(values as PlaceFormValues), []);
  const discard = () => {
    clearDraft(props.draftKey);
    onRestart();
  };
  const take = () => {
    if (offered) adoptDraft(props.draftKey, offered);
    onRestart();
  };
  const drop = () => {
    if (offered) dropOtherDraft(offered);
    setOffered(null);
  };
  return (
    <Box>
      {draft && <RestoredDraftNotice draft={draft} onDiscard={discard} />}
      {offered && <OtherDraftNotice draft={offered} editing={props.editing} onTake={take} onDrop={drop} />}
      <Form record={record as never} onSubmit={onSubmit} noValidate disableInvalidFormNotification>
        <PlaceWizard {...props} draft={draft} submitRef={submitRef} />
      </Form>
    </Box>
  );
};
