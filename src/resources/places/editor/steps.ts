/** The editor's five steps (part 1 §2): Datos · Media · Servicios · Horario · Resumen. */
import type { WizardStep } from '../../../wizard';
import { DataStep } from './steps/DataStep';
import { HoursStep, validateHours } from './steps/HoursStep';
import { MediaStep, validateMedia } from './steps/MediaStep';
import { ServicesStep, validateServices } from './steps/ServicesStep';
import { SummaryStep } from './steps/SummaryStep';

const S = 'app.place_editor.steps.';

export const PLACE_STEPS: readonly WizardStep[] = [
  { key: 'data', label: `${S}data`, Component: DataStep },
  { key: 'media', label: `${S}media`, Component: MediaStep, validate: validateMedia },
  { key: 'services', label: `${S}services`, Component: ServicesStep, validate: validateServices },
  { key: 'hours', label: `${S}hours`, Component: HoursStep, validate: validateHours },
  { key: 'summary', label: `${S}summary`, Component: SummaryStep },
];
