/**
 * A reference list on a phone or tablet: react-admin's SimpleList, as in react-admin's demo. Each
 * entry shows its image, its Spanish text and the other languages, and opens the edit modal (which
 * also deletes).
 */
import type { RaRecord } from 'react-admin';
import { SimpleList } from 'react-admin';
import { LANGS } from '../../../domain';
import { LangText } from './columns';
import { ReferenceEmpty } from './ReferenceEmpty';
import { Thumb } from './Thumb';

const textOf = (record: RaRecord, field: string, lang: string) =>
  String((record[field] as Record<string, unknown> | undefined)?.[lang] ?? '');

/** `field`: the per-language text that names an entry (text; a service's question). */
export const ReferenceSimpleList = ({ field, image }: { field: string; image: boolean }) => (
  <SimpleList
    rowClick="edit"
    primaryText={(record: RaRecord) => <LangText value={textOf(record, field, 'es')} strong />}
    secondaryText={(record: RaRecord) =>
      LANGS.filter((lang) => lang !== 'es')
        .map((lang) => textOf(record, field, lang))
        .filter(Boolean)
        .join(' · ')
    }
    leftIcon={image ? () => <Thumb /> : undefined}
    empty={<ReferenceEmpty />}
    sx={{ '& .MuiListItemIcon-root': { minWidth: 66 } }}
  />
);
