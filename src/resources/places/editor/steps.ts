/** The editor's five steps (part 1 §2): Datos · Media · Servicios · Horario · Resumen. */
import type { WizardStep } from '../../../wizard';
import { DataStep } from './steps/DataStep';
import { HoursStep, MediaStep, ServicesStep } from './steps/pending';
import { SummaryStep } from './steps/SummaryStep';

const S = 'app.place_editor.steps.';

export const PLACE_STEPS: readonly WizardStep[] = [
  { key: 'data', label: `${S}data`, Component: DataStep },
  { key: 'media', label: `${S}media`, Component: MediaStep },
  { key: 'services', label: `${S}services`, Component: ServicesStep },
  { key: 'hours', label: `${S}hours`, Component: HoursStep },
  { key: 'summary', label: `${S}summary`, Component: SummaryStep },
];
