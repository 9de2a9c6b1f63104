/**
 * «Rol y acceso» (/users/{id}, issue 19; administrators only): a user's role → updStaff (only what
 * changed is sent), and «Desactivar cuenta» / «Reactivar cuenta» after a confirmation (disabling ends
 * the account's sessions at once). Reached from the users list (staff rows) and from the user's
 * activity page (any user: giving a directory user a role makes them staff). The API's refusals
 * (CONFLICT: an administrator demoting or disabling themselves, or no active administrator left)
 * show under the role, or in the toast for the account's state.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Confirm,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useEditContext,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { isStaffRole } from '../../../domain';
import { ApiError } from '../../dataProvider';
import { PageTitle } from '../../layout/PageTitle';
import { useToast } from '../../notify';
import { useSaveMessages } from '../content/saveMessages';
import { ROLE_CHOICES } from './StaffFields';
import { STAFF_LIST } from './StaffCreate';

/** Who the account is: name and e-mail, with the disabled note. */
const Who = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {String(record.name ?? '')}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {String(record.email ?? '')}
      </Typography>
      {record.disabled === true && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.users.staff.disabled_note')}
        </Alert>
      )}
    </Box>
  );
};

/** «Desactivar cuenta» / «Reactivar cuenta»: asked first, then updStaff(disabled) alone. Staff accounts only. */
const AccountStateButton = () => {
  const { record, refetch } = useEditContext();
  const translate = useTranslate();
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState(false);
  if (!record || !isStaffRole(record.role)) return null;
  const disabling = record.disabled !== true;
  const name = String(record.name || record.email || '');
  const change = () => {
    setAsking(false);
    void update(
      'users',
      { id: record.id, data: { disabled: disabling }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.ok(translate(disabling ? 'app.users.staff.disabled_ok' : 'app.users.staff.enabled_ok'));
          void refetch();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isUnauthenticated) return;
          toast.error(translate('app.users.staff.state_failed', { reason: error instanceof Error ? error.message : String(error) }));
        },
      },
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={disabling ? <BlockIcon /> : <CheckCircleIcon />}
        disabled={isPending}
        onClick={() => setAsking(true)}
      >
        {translate(disabling ? 'app.users.staff.disable' : 'app.users.staff.enable')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate(disabling ? 'app.users.staff.disable_title' : 'app.users.staff.enable_title', { name })}
        content={translate(disabling ? 'app.users.staff.disable_content' : 'app.users.staff.enable_content')}
        confirm={disabling ? 'app.users.staff.disable' : 'app.users.staff.enable'}
        confirmColor="primary"
        onConfirm={change}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** Save the role; no delete (users are not deleted from the panel). */
const StaffToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const BackButton = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Button component={Link} to={STAFF_LIST} startIcon={<ArrowBackIcon />}>
        {translate('app.users.back')}
      </Button>
    </Box>
  );
};

export const StaffEdit = () => {
  const toast = useToast();
  const options = useSaveMessages({ ok: 'app.users.staff.saved', failed: 'app.users.staff.save_failed' });
  // A user that cannot be read says why and stays on its address (react-admin would go to the list).
  const read = { onError: (error: unknown) => toast.error(error instanceof Error ? error.message : 'ra.notification.item_doesnt_exist') };
  return (
    <>
      <PageTitle title="app.users.staff.edit" />
      <BackButton />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Edit
            resource="users"
            mutationMode="pessimistic"
            mutationOptions={options}
            queryOptions={read}
            redirect={false}
            title={<></>}
            component="div"
            actions={false}
          >
            <SimpleForm toolbar={<StaffToolbar />} warnWhenUnsavedChanges disableInvalidFormNotification>
              <Who />
              <SelectInput
                source="role"
                choices={ROLE_CHOICES}
                emptyText="app.users.staff.no_role"
                helperText="app.users.staff.role_help"
                sx={{ width: '100%', maxWidth: 480 }}
              />
            </SimpleForm>
            {/* The account's state: its own action, outside the role's form. */}
            <Box sx={{ px: 2, pt: 2 }}>
              <AccountStateButton />
            </Box>
          </Edit>
        </CardContent>
      </Card>
    </>
  );
};
