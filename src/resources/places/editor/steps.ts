/**
 * The editor's five steps (part 1 §2): Datos · Media · Servicios · Horario · Resumen, each with the
 * form fields it checks before it is left (stepFields.ts) and its own check beyond them.
 */
import type { WizardStep } from '../../../wizard';
import { DATA_STEP_FIELDS, SERVICES_STEP_FIELDS, mediaStepFields } from './stepFields';
import { DataStep } from './steps/DataStep';
import { HoursStep, validateHours } from './steps/HoursStep';
import { MediaStep, validateMedia } from './steps/MediaStep';
import { ServicesStep, validateServices } from './steps/ServicesStep';
import { SummaryStep } from './steps/SummaryStep';

const S = 'app.place_editor.steps.';

export const PLACE_STEPS: readonly WizardStep[] = [
  { key: 'data', label: `${S}data`, Component: DataStep, fields: DATA_STEP_FIELDS },
  { key: 'media', label: `${S}media`, Component: MediaStep, fields: mediaStepFields, validate: validateMedia },
  { key: 'services', label: `${S}services`, Component: ServicesStep, fields: SERVICES_STEP_FIELDS, validate: validateServices },
  { key: 'hours', label: `${S}hours`, Component: HoursStep, validate: validateHours },
  { key: 'summary', label: `${S}summary`, Component: SummaryStep },
];
