/**
 * The suggestion form (/suggestions/{id}; the spec's dashboard/editsuggestion/{id}): the suggestion
 * read-only (place with a link to its editor, user, e-mail, reason, date, state) and its actions:
 * 'Cerrar sugerencia' / 'Reabrir sugerencia' (updSuggestion through the provider's `status`
 * action: 'Cambio correcto' / 'Ha habido un fallo') and delete (back to the list).
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DateField, EditBase, RecordContextProvider, useDataProvider, useEditContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { PanelDataProvider } from '../../dataProvider';
import { RecordError } from '../../components/RecordError';
import { PageTitle } from '../../layout/PageTitle';
import { useToast } from '../../notify';
import { StatusChip, SuggestionDeleteButton, isClosed } from './SuggestionFields';

const DATE_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {translate(`resources.suggestions.fields.${label}`)}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
};

const StatusButton = () => {
  const { record, refetch } = useEditContext();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const closed = isClosed(record);
  const change = async () => {
    setSaving(true);
    try {
      await dataProvider.action('suggestions', 'status', { id: record.id, data: { status: closed ? 0 : 1 } });
      toast.ok('app.suggestions.changed');
      await refetch();
    } catch {
      toast.error('app.suggestions.change_failed');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="contained" disabled={saving} onClick={() => void change()} startIcon={closed ? <LockOpenIcon /> : <LockIcon />}>
      {translate(closed ? 'app.suggestions.reopen' : 'app.suggestions.close')}
    </Button>
  );
};

const SuggestionView = () => {
  const { record, error, isPending, refetch } = useEditContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (error) return <RecordError message="app.suggestions.not_found" onRetry={refetch} />;
  if (isPending || !record) return null;
  return (
    <RecordContextProvider value={record}>
      <Card sx={{ maxWidth: 900 }}>
        <CardContent>
          <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
            <Row label="place">
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <span>{String(record.place ?? '')}</span>
                <Button size="small" variant="outlined" component={Link} to={`/places/${record.idplace}`} startIcon={<OpenInNewIcon />}>
                  {translate('app.suggestions.open_place')}
                </Button>
              </Box>
            </Row>
            <Row label="user">{String(record.user ?? '')}</Row>
            <Row label="email">
              <a href={`mailto:${String(record.email ?? '')}`}>{String(record.email ?? '')}</a>
            </Row>
            <Row label="reason">
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(record.reason ?? '')}</Typography>
            </Row>
            <Row label="create_date">
              <DateField source="create_date" locales="es-ES" options={DATE_TIME} />
            </Row>
            <Row label="status">
              <StatusChip />
            </Row>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
            <StatusButton />
            <SuggestionDeleteButton onDeleted={() => navigate('/suggestions')} />
            <Button component={Link} to="/suggestions" startIcon={<ArrowBackIcon />}>
              {translate('app.suggestions.back')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};

export const SuggestionEdit = () => (
  <EditBase resource="suggestions" redirect={false} mutationMode="pessimistic" queryOptions={{ onError: () => undefined }}>
    <PageTitle title="app.page.editsuggestion" />
    <SuggestionView />
  </EditBase>
);
