/**
 * «Añadir personal» (/users/create, issue 19; administrators only): e-mail, name, initial password
 * and role → addStaff. Saved pessimistically with Spanish toasts, then back to the users list showing
 * staff only; a refused field (BAD_USER_INPUT, or CONFLICT for an e-mail already taken) shows its
 * server message under its input and the form keeps what was typed.
 */
import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minLength,
  regex,
  required,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { STAFF_EMAIL, STAFF_EMAIL_MAX, STAFF_NAME_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../domain';
import { PageTitle } from '../../layout/PageTitle';
import { useSaveMessages } from '../content/saveMessages';
import { ROLE_CHOICES } from './StaffFields';

/** The users list with «Solo personal» on. */
export const STAFF_LIST = `/users?${new URLSearchParams({ filter: JSON.stringify({ staff: true }), page: '1' })}`;

const WIDE = { width: '100%', maxWidth: 480 };

export const StaffCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const options = useSaveMessages({
    working: 'app.users.staff.adding',
    ok: 'app.users.staff.added',
    failed: 'app.users.staff.add_failed',
    onSaved: () => redirect(STAFF_LIST),
  });
  return (
    <>
      <PageTitle title="app.users.staff.add" />
      <Create resource="users" mutationOptions={options} redirect={false} title={<></>}>
        <SimpleForm defaultValues={{ role: 'editor' }} warnWhenUnsavedChanges disableInvalidFormNotification>
          <TextInput
            source="email"
            type="email"
            autoComplete="off"
            validate={[required(), maxLength(STAFF_EMAIL_MAX), regex(STAFF_EMAIL, 'Correo electrónico no válido')]}
            sx={WIDE}
          />
          <TextInput source="name" autoComplete="off" validate={[required(), maxLength(STAFF_NAME_MAX)]} sx={WIDE} />
          <PasswordInput
            source="password"
            autoComplete="new-password"
            validate={[required(), minLength(STAFF_PASSWORD_MIN), maxLength(STAFF_PASSWORD_MAX)]}
            helperText={translate('app.users.staff.password_help', { min: STAFF_PASSWORD_MIN })}
            sx={WIDE}
          />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} helperText="app.users.staff.role_help" sx={WIDE} />
        </SimpleForm>
      </Create>
    </>
  );
};
