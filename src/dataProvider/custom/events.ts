/**
 * The event form's import ('Obtener datos de la URL', part 2 §7 «Event scraping»): the API reads the
 * event's page on the server (scrapeEvent, through its URL guard) and answers what it says: name,
 * cover image, rich-text description and the ticket URL ('' where the page says nothing). A refused
 * address or page is BAD_USER_INPUT on `url` with the server's Spanish reason.
 */
export const SCRAPE_EVENT_QUERY = `query ScrapeEvent($url: String!) {
  scrapeEvent(url: $url) { name image description buy_url start_date end_date }
}`;

export interface ScrapedEvent {
  name: string;
  image: string;
  description: string;
  buy_url: string;
  start_date: string | null;
  end_date: string | null;
}

export interface ScrapeEventParams {
  url: string;
  signal?: AbortSignal;
}
