/**
 * react-admin's DataTable row checkbox (SelectRowCheckbox) puts its aria-label on MUI's wrapping
 * <span>, not on the <input>: axe reports a prohibited attribute and an unlabelled checkbox. The
 * callback ref this returns moves each label to its input, for the rows there are when the element
 * mounts and those rendered later (new page, filter).
 */
import { useCallback } from 'react';

const relabel = (root: HTMLElement) => {
  for (const span of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = span.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  }
};

export function useRowCheckboxLabels(): (root: HTMLElement | null) => (() => void) | undefined {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return undefined;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
