/**
 * react-admin's FileInput / ImageInput drop zone is focusable (Enter or Space opens the file
 * dialog) but react-dropzone gives it role="presentation" and no name. This names the zone inside
 * `container`, once mounted, as a group (not a button: it holds the file input, and a button may
 * not hold another control).
 */
import { useEffect, useRef } from 'react';

export function useNamedDropZone<T extends HTMLElement>(name: string) {
  const container = useRef<T>(null);
  useEffect(() => {
    const zone = container.current?.querySelector<HTMLElement>('.RaFileInput-dropZone');
    if (!zone) return;
    zone.setAttribute('role', 'group');
    zone.setAttribute('aria-label', name);
  }, [name]);
  return container;
}
