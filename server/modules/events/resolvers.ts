/**
 * The events area of the API. Today: scrapeEvent(url), the event page at a user-given URL read on
 * the server through the URL guard (docs/api.md «Importar un evento»). A refused address or page is
 * BAD_USER_INPUT on `url` with the guard's Spanish reason. The events list and writes come next.
 */
import { badInput } from '../../graphql/errors';
import type { ApiModule } from '../../graphql/module';
import { scrapeEvent, UrlRefused } from './scrapeEvent';
import { resourceOperations } from '../../graphql/access';

const typeDefs = /* GraphQL */ `
  "What an event's web page says: '' where it says nothing."
  type ScrapedEvent {
    name: String!
    "The cover image's absolute URL, without a size suffix (foto-300x200.jpg → foto.jpg)."
    image: String!
    "Rich text, as the sanitiser leaves it."
    description: String!
    "The ticket URL with the configured affiliate suffix (EVENT_AFFILIATE_SUFFIX)."
    buy_url: String!
    start_date: String
    end_date: String
  }

  extend type Query {
    "Reads an event's public page (http(s), public addresses only, at most 5 redirects, 5 s, 2 MB, HTML)."
    scrapeEvent(url: String!): ScrapedEvent!
  }
`;

export const eventsModule: ApiModule = {
  name: 'events',
  access: resourceOperations('events', { write: ['scrapeEvent'] }),
  typeDefs,
  resolvers: {
    Query: {
      scrapeEvent: async (_p, args: { url: unknown }, ctx) => {
        if (typeof args.url !== 'string') throw badInput('url', 'La dirección debe ser un texto');
        try {
          return await scrapeEvent(args.url, ctx.config);
        } catch (error) {
          if (error instanceof UrlRefused) throw badInput(error.field, error.message);
          throw error;
        }
      },
    },
  },
};
