/**
 * axe-core on the rendered DOM (happy-dom): its serious and critical violations, as the browser
 * tests count them. Colour contrast needs real layout and is left to the browser tests.
 */
import axe from 'axe-core';

export async function axeProblems(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
