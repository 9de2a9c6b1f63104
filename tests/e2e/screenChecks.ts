/**
 * What every screen must pass in the browser: axe-core (no serious or critical violation) and no
 * sideways scrolling at the four widths the panel is used at, menu open and closed.
 * Used by screens.e2e.test.ts for every built screen; a screen's own suite may call them too.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { transitionsDone } from './browser';

/** axe-core's source, evaluated in the page (a script tag would be refused by the panel's CSP). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Phone, tablet, small laptop, desktop. */
export const WIDTHS = [390, 768, 1024, 1366] as const;

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits until no toast is growing in or fading out: axe measures a half-transparent toast's text at
 * half its contrast (a real toast, once shown, passes). A toast that stays is fine; one leaving is waited out.
 */
async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.MuiSnackbar-root > *')].every((el) => {
        const style = getComputedStyle(el);
        return style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
      }),
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

/**
 * Waits until no finite CSS transition or animation is running: a button turning from disabled grey
 * to its colour measures, halfway, at a contrast it never keeps (endless ones, spinners, are ignored;
 * after 5 s the page is measured anyway).
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined); // one that keeps restarting: axe measures the page as it is
}

/** axe-core's serious and critical violations on the page as it is now (toasts and transitions settled first). */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  await toastsSettled(page);
  await transitionsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

/** How far the page scrolls sideways (0 = it fits), and the widest element sticking out. */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprit: string | null }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    let culprit: string | null = null;
    if (overflow > 0) {
      // The element reaching furthest right; of several that reach as far, the innermost.
      const all = Array.from(document.body.querySelectorAll<HTMLElement>('*'));
      const widest = Math.max(...all.map((el) => el.getBoundingClientRect().right));
      const found = all.filter((el) => el.getBoundingClientRect().right >= widest - 1).pop();
      if (found) {
        const classes = String(found.className)
          .split(' ')
          .filter((c) => c && !c.startsWith('css-'))
          .slice(0, 3)
          .join('.');
        culprit = `${found.tagName.toLowerCase()}${found.id ? `#${found.id}` : ''}${classes ? `.${classes}` : ''} (${Math.round(widest)} px)`;
      }
    }
    return { overflow, culprit };
  });
}

/** Whether the side menu is open: a modal drawer below 600 px, a fixed sidebar (240 px open, 50 closed) above. */
export async function menuOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    if (window.innerWidth < 600) return Boolean(document.querySelector('.MuiDrawer-modal .MuiDrawer-paper'));
    const fixed = document.querySelector('.RaSidebar-fixed');
    return Boolean(fixed && fixed.getBoundingClientRect().width > 100);
  });
}

/**
 * Opens or closes the side menu as a user would: the burger, or Escape on a phone's open drawer;
 * then waits until the menu has changed state (menuOpen's test, in the page) and its transition has ended.
 */
export async function toggleMenu(page: Page): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1366) < 600;
  const wasOpen = await menuOpen(page);
  if (phone && wasOpen) await page.keyboard.press('Escape');
  else
    await page
      .getByRole('button', { name: /abrir menú|cerrar menú/i })
      .first()
      .click();
  await page.waitForFunction(
    (was) => {
      const fixed = document.querySelector('.RaSidebar-fixed');
      const open =
        window.innerWidth < 600
          ? Boolean(document.querySelector('.MuiDrawer-modal .MuiDrawer-paper'))
          : Boolean(fixed && fixed.getBoundingClientRect().width > 100);
      return open !== was;
    },
    wasOpen,
    { polling: 'raf' },
  );
  await transitionsDone(page);
}

/** On a phone, closes the menu's drawer if it is open (react-admin remembers the desktop's open menu). */
export async function closePhoneMenu(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1366) < 600 && (await menuOpen(page))) await toggleMenu(page);
}

/**
 * At each width, menu open and closed: the page must not scroll sideways. Answers the failures
 * ('390 px, menú abierto: 268 px de más (table.MuiTable-root (658 px))'), empty when it fits.
 * The menu is toggled twice per width, so it ends as it started. It starts from the top of the
 * page: the app bar (with the menu button) hides while the page is scrolled down.
 */
export async function widthProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    for (const _state of [0, 1]) {
      await transitionsDone(page); // the new width's layout (media queries) or the menu's move
      const open = await menuOpen(page);
      const { overflow, culprit } = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${width} px, menú ${open ? 'abierto' : 'cerrado'}: ${overflow} px de más (${culprit})`);
      await toggleMenu(page);
    }
  }
  await page.setViewportSize({ width: 1366, height: 860 });
  return problems;
}
