/**
 * scrapeEvent (docs/api.md, API.md "Events"): the page at a user-given URL, fetched from the server
 * through the URL guard (server/net/urlGuard.ts), and what it says about the event. Every refusal
 * is a UrlRefused: the GraphQL layer answers it as BAD_USER_INPUT on the field `url`.
 */
import { PLACE_LIMITS } from '../../../domain';
import type { AppConfig } from '../../config';
import { fetchGuardedPage, UrlRefused, type Lookup } from '../../net/urlGuard';
import { refusals } from '../../net/refusal';
import { scrapeEventPage, type ScrapedEvent } from './scrape';

export { UrlRefused };
export type { ScrapedEvent };

/** The settings scrapeEvent reads (IMPORT_ALLOWED_HOSTS, EVENT_AFFILIATE_SUFFIX). */
export type ScrapeConfig = Pick<AppConfig, 'importAllowedHosts' | 'eventAffiliateSuffix'>;

export async function scrapeEvent(
  url: string,
  config: ScrapeConfig,
  /** Tests only: a fake DNS and a shorter deadline. */
  testing: { lookup?: Lookup; timeoutMs?: number } = {},
): Promise<ScrapedEvent> {
  const typed = url.trim();
  if (!typed) throw refusals.invalid();
  if (typed.length > PLACE_LIMITS.url) throw refusals.tooLong(PLACE_LIMITS.url);
  const page = await fetchGuardedPage(typed, { allowedHosts: config.importAllowedHosts, ...testing });
  return scrapeEventPage(page.html, page.url, config.eventAffiliateSuffix);
}
