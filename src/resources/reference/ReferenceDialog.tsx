/**
 * The add/edit modal of a reference list, opened by its URL: /equipment/create is add mode (no id
 * yet, part 2 §4), /equipment/3 edit mode. react-admin's CreateBase / EditBase (pessimistic) around
 * the resource's inputs. Cancel, Escape or the browser's Back close it, without saving anything;
 * a click outside does not (nothing typed is lost by accident). Opened from the list, closing goes
 * back in history (Back does not reopen it); opened by a link from elsewhere, it goes to the list.
 * Full screen on phones, so every language tab fits.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { CreateBase, EditBase } from 'react-admin';
import { matchPath, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { addButtonId, ReferenceDialogContext } from './dialogContext';
import { ReferenceForm } from './ReferenceForm';
import { useSaveFeedback } from './useSaveFeedback';
import { RecordHistory } from '../history/RecordHistory';

interface Props {
  resource: string;
  /** Where closing goes when there is no list behind in history. */
  listPath: string;
  /** The resource's inputs (XInputs), shared by add and edit. */
  children: ReactNode;
  /** Values a new entry starts with (a service's default rating labels). */
  defaults?: Record<string, unknown>;
  /** Wider on large screens (the services' five rating labels). */
  wide?: boolean;
}

export const ReferenceDialog = ({ resource, listPath, children, defaults, wide = false }: Props) => {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const id = matchPath(`/${resource}/:id`, location.pathname)?.params.id;
  const open = id !== undefined;
  // The last id stays shown while the modal fades out, so it does not go blank.
  const [shown, setShown] = useState(id);
  if (open && id !== shown) setShown(id);
  // Opened by a link of this list: the list is the previous history entry.
  const fromList = useRef(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) fromList.current = navigationType === 'PUSH';
    wasOpen.current = open;
  }, [open, navigationType]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = useRef(false);
  const savingChanged = useCallback((now: boolean) => {
    saving.current = now;
  }, []);

  const close = useCallback(() => {
    setRefusal(null);
    if (fromList.current) navigate(-1);
    else navigate(listPath, { replace: true });
  }, [navigate, listPath]);
  const context = useMemo(() => ({ close, refusal, clearRefusal: () => setRefusal(null) }), [close, refusal]);
  const feedback = useSaveFeedback({ resource, close, onRefused: setRefusal });

  /** Focus returns where it was before the modal opened; when that is gone, to the list's add button. */
  const afterClose = () => {
    if (!document.activeElement || document.activeElement === document.body) document.getElementById(addButtonId(resource))?.focus();
  };

  const titleId = `${resource}-dialog-title`;
  const form = (
    <ReferenceForm titleId={titleId} onSavingChange={savingChanged}>
      {children}
    </ReferenceForm>
  );
  return (
    <ReferenceDialogContext.Provider value={context}>
      <Dialog
        open={open}
        onClose={(_event, reason) => reason !== 'backdropClick' && !saving.current && close()}
        fullScreen={phone}
        fullWidth
        maxWidth={wide ? 'md' : 'sm'}
        aria-labelledby={titleId}
        slotProps={{
          transition: { onExited: afterClose },
          paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } },
        }}
      >
        {shown === 'create' ? (
          <CreateBase key="create" resource={resource} record={defaults} redirect={false} mutationOptions={feedback(true)}>
            {form}
          </CreateBase>
        ) : shown !== undefined ? (
          <EditBase
            key={shown}
            resource={resource}
            id={shown}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={feedback(false)}
            loading={<LinearProgress />}
          >
            {form}
            <RecordHistory />
          </EditBase>
        ) : null}
      </Dialog>
    </ReferenceDialogContext.Provider>
  );
};
