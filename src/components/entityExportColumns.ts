/**
 * What «Exportar» writes for a declared entity (domain/entities): its id, each per-language text in
 * each language (`title.es`), its other values and its dates; headers from resources.<name>.fields.
 */
import { LANGS, choiceFields, flagFields, plainFields, textFields, urlFields, type EntityDeclaration } from '../../domain';
import type { ExportColumnSpec } from './ExportCsvButton';

export const entityExportColumns = (entity: EntityDeclaration): ExportColumnSpec[] => [
  { source: entity.id, label: 'app.list.export.id' },
  ...textFields(entity).flatMap(([name]) => LANGS.map((lang) => ({ source: `${name}.${lang}` }))),
  ...[...plainFields(entity), ...flagFields(entity), ...urlFields(entity), ...choiceFields(entity)].map(([name]) => ({ source: name })),
  ...(entity.dated ? [{ source: 'create_date' }, { source: 'update_date' }] : []),
];
