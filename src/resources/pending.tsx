/**
 * A resource view whose screen a later issue builds: its Spanish title and a short note, inside
 * the resource (so its URL, menu entry and record context already work).
 */
import { SectionPage } from '../pages/SectionPage';

export const pending = (title: string) => {
  const Pending = () => <SectionPage title={title} />;
  Pending.displayName = `Pending(${title})`;
  return Pending;
};
