/**
 * Debian's Chromium driven by playwright-core (no downloaded browser): one for the whole run
 * (startChromium, from tests/e2e/globalSetup.ts), which each test file connects to with contexts of
 * its own: as fresh as a new browser (storage, cookies, cache) without starting one per file (about
 * 2.5 s of CPU each).
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Download, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell): the same Blink and V8 as the
 * browser without the browser's own window and compositor; the same pages cost it about 45 % less
 * CPU (20 loads of five screens: 6.7 s against 11.3 s), which the run's other suites get instead.
 * CHROMIUM_PATH=/usr/bin/chromium runs the suite in the full browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the run's Chromium; files reach it through connectChromium(). */
export async function startChromium(): Promise<BrowserServer> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No hay Chromium en ${CHROMIUM}: instálelo con apt-get install -y chromium-headless-shell (o indique CHROMIUM_PATH)`);
  }
  return chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/**
 * The run's Chromium, connected to: its close() closes this connection's contexts and pages, and
 * leaves the browser to the other files.
 */
async function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A finished download's content as text. Downloads of the shared Chromium (connectChromium()) arrive over its
 * connection: there is no local file path to read.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** This worker's API (tests/e2e/globalSetup.ts starts one per worker): files side by side never share a database. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!url) throw new Error(`No hay API para el trabajador ${process.env.VITEST_POOL_ID} (${urls.length} arrancadas)`);
  return url;
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
}

/**
 * Opens a browser and a page; `viewport` defaults to a desktop screen. The page asks for reduced
 * motion (prefers-reduced-motion), as some users' systems do: the panel then has no transitions
 * (src/theme.ts), so a test does not wait for, nor the machine draw, every slide and fade. `motion:
 * true` keeps them, for the tests of the panel as most people see it.
 */
export async function openBrowser(viewport = { width: 1366, height: 860 }, { motion = false } = {}): Promise<BrowserSession> {
  const browser = await connectChromium();
  const reducedMotion = motion ? 'no-preference' : 'reduce';
  const context = await browser.newContext({ viewport, locale: 'es-ES', baseURL: baseUrl(), reducedMotion });
  const page = await context.newPage();
  // Generous: CI shares two cores with the database services; a wait that is met returns at once.
  page.setDefaultTimeout(30_000);
  return { browser, context, page, baseUrl: baseUrl() };
}

/** Logs in through the login form as the e2e administrator and waits for Inicio. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(inject('adminEmail'));
  await page.getByLabel(/^Contraseña/).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Saves a screenshot under tests/e2e/artifacts (kept out of git) for a person to look at. A full-page
 * shot briefly resizes Chromium's viewport to 1 × 1 px, which media queries see: take an open
 * dialog with `fullPage: false`, or a screen that switches layout on width (the places list) may
 * close it.
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync('tests/e2e/artifacts', { recursive: true });
  await page.screenshot({ path: `tests/e2e/artifacts/${name}.png`, fullPage });
}

/**
 * What the page shows now, for a failure message: its address, its alerts and the start of its text
 * (a wait that times out says only what it waited for; this says what was there instead).
 */
export async function describePage(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')].map((el) => el.textContent?.trim()).filter(Boolean);
      const text = (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').slice(0, 400);
      return `En ${location.pathname}${location.search}; avisos: ${JSON.stringify(alerts)}; texto: ${text}`;
    });
  } catch (error) {
    return `(no se pudo leer la página: ${(error as Error).message})`;
  }
}

/** Waits for a locator; on a timeout the error also says what the page showed (describePage). */
export async function waitShowing(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await describePage(page)}`, { cause: error });
  }
}

/**
 * Resolves once the browser has painted two more frames: the effects of what just happened
 * (a resize's media queries, a click's re-render) have run and the layout is current.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until no CSS transition is running (a drawer sliding in, the sidebar widening, a toast
 * fading): checked after two frames, so that a transition the last action started has begun.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await nextFrames(page);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { polling: 'raf' },
  );
}

/** Waits until every image inside the viewport has loaded (or failed): what a screenshot shows is complete. */
export async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images].every((img) => {
        const r = img.getBoundingClientRect();
        const inView = r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
        return !inView || img.complete;
      }),
    undefined,
    { polling: 100 },
  );
}

/** The fetches of one chunk of the built panel on a line that drops them (chunkLine). */
export interface ChunkLine {
  /** Fetches of the chunk so far, lost or not. */
  readonly asked: number;
  /** From now on the chunk arrives. */
  reconnect(): void;
}

/**
 * Drops the fetches of the chunk `name` (its file name before the hash, 'provider-…js'): the first
 * `lose` of them (every one by default, until reconnect()).
 */
export async function chunkLine(page: Page, name: string, lose = Infinity): Promise<ChunkLine> {
  let asked = 0;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    asked += 1;
    return asked <= lose ? route.abort('connectionreset') : route.continue();
  });
  return {
    get asked() {
      return asked;
    },
    reconnect: () => {
      lose = asked;
    },
  };
}

/**
 * For a describe block: a browser opened before its tests (logged in when `logIn` is true), closed
 * after them. The returned object is filled in by beforeAll, so use its properties inside tests.
 * A failed test leaves a screenshot (tests/e2e/artifacts/failed-….png) and prints what its page showed.
 */
export function blockBrowser(
  opts: { viewport?: { width: number; height: number }; logIn?: boolean; motion?: boolean } = {},
): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(session, await openBrowser(opts.viewport, { motion: opts.motion }));
    if (opts.logIn) await logIn(session.page);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !session.page) return;
    console.error(`${task.name}: ${await describePage(session.page)}`);
    await snapshot(session.page, `failed-${task.name.replace(/[^\w-]+/g, '_').slice(0, 80)}`).catch(() => undefined);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** blockBrowser, logged in as the e2e administrator. */
export const loggedInBrowser = (viewport?: { width: number; height: number }): BrowserSession => blockBrowser({ viewport, logIn: true });
