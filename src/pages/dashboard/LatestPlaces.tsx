/**
 * The latest 5 places (part 1 §2): name, city, province, category, description word count, photo
 * count, status icon, date; edit link and an eye icon to the public page (new tab).
 */
import { IconButton } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, DateField, FunctionField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { publicPlaceUrl } from '../../runtimeConfig';
import { StatusIcon, statusLabel } from '../../resources/places/status';
import { spanishWords, wordsDetail } from './format';
import { LatestTable } from './LatestTable';
import type { LatestPlace } from '../../dataProvider/custom/dashboard';

const t = (key: string) => `app.dashboard.place.${key}`;
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const idOf = (place: LatestPlace) => place.idplace;

/** Card width (px) from which each column shows; name, status and actions always do. */
const SHOWN_FROM = [
  ['city', 460],
  ['create_date', 560],
  ['province', 700],
  ['category', 800],
  ['words', 880],
  ['numphotos', 940],
] as const;

const Words = ({ place }: { place: LatestPlace }) => {
  const translate = useTranslate();
  return (
    <span title={translate(t('words_detail'), { detail: wordsDetail(place.descriptsLen) || '0' })}>{spanishWords(place.descriptsLen)}</span>
  );
};

const Status = ({ place }: { place: LatestPlace }) => {
  const translate = useTranslate();
  return (
    <StatusIcon
      state={place.published}
      fontSize="small"
      titleAccess={translate(statusLabel(place.published))}
      sx={{ verticalAlign: 'middle' }}
    />
  );
};

const Actions = ({ place }: { place: LatestPlace }) => {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        size="small"
        color="primary"
        component={Link}
        to={`/places/${place.idplace}`}
        aria-label={translate(t('edit'), { name: place.name })}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component="a"
        href={publicPlaceUrl(place.idplace, place.slug)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate(t('view'), { name: place.name })}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </>
  );
};

export const LatestPlaces = ({ places }: { places: LatestPlace[] }) => (
  <LatestTable rows={places} idOf={idOf} resource="places" label="app.dashboard.latest_places" shownFrom={SHOWN_FROM}>
    <DataTable.Col source="name" label={t('name')} disableSort sx={{ overflowWrap: 'break-word' }} />
    <DataTable.Col source="city" label={t('city')} disableSort />
    <DataTable.Col source="province" label={t('province')} disableSort />
    <DataTable.Col source="category" label={t('category')} disableSort>
      <FunctionField<LatestPlace> render={(place) => place.category.map((c) => c.text).join(', ')} />
    </DataTable.Col>
    <DataTable.Col source="words" label={t('words')} disableSort align="right">
      <FunctionField<LatestPlace> render={(place) => <Words place={place} />} />
    </DataTable.Col>
    <DataTable.NumberCol source="numphotos" label={t('photos')} disableSort />
    <DataTable.Col source="published" label={t('status')} disableSort>
      <FunctionField<LatestPlace> render={(place) => <Status place={place} />} />
    </DataTable.Col>
    <DataTable.Col source="create_date" label={t('date')} disableSort sx={{ whiteSpace: 'nowrap' }}>
      <DateField source="create_date" locales="es-ES" options={DATE} />
    </DataTable.Col>
    <DataTable.Col source="actions" label={t('actions')} disableSort sx={{ whiteSpace: 'nowrap' }}>
      <FunctionField<LatestPlace> render={(place) => <Actions place={place} />} />
    </DataTable.Col>
  </LatestTable>
);
