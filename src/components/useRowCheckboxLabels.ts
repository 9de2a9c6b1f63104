/**
 * react-admin's DataTable row checkbox (SelectRowCheckbox) puts its aria-label on MUI's wrapping
 * <span>, not on the <input>: axe reports a prohibited attribute and an unlabelled checkbox. This
 * moves each label to its input, for the rows there are now and those rendered later (new page,
 * filter), inside the element `ref` holds.
 */
import { useEffect, type RefObject } from 'react';

const relabel = (root: HTMLElement) => {
  for (const span of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = span.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  }
};

export function useRowCheckboxLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}
