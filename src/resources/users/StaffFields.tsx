/**
 * What the users list, the activity page and the staff forms share about staff accounts (issue 19):
 * the role's choices and name on screen (domain/roles.ts), and the role cell with its «Desactivada»
 * marker (words, never colour alone). A directory user has no role: the cell stays empty.
 */
import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ROLE_LABELS, STAFF_ROLES, isStaffRole } from '../../../domain';

/** The role SelectInput's choices, in domain order. */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] }));

/** The record's role on screen ('' for a directory user). */
export const roleLabel = (role: unknown): string => (isStaffRole(role) ? ROLE_LABELS[role] : '');

export const RoleField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{roleLabel(record.role)}</span>
      {record.disabled === true && <Chip component="span" size="small" variant="outlined" label={translate('app.users.staff.disabled')} />}
    </Box>
  );
};
