import { UPTO_ARG } from '../../graphql/countRows';

export const typeDefs = /* GraphQL */ `
  "One field a write changed: its value before and after (null: none; a per-language field is named with its language, as nameES)."
  type HistoryChange {
    field: String!
    before: JSON
    after: JSON
  }

  "What one write did to one record (issue 19): who, when, which record and what changed. Read-only: no mutation writes or deletes entries."
  type HistoryEntry {
    idhistory: Int!
    "The record's resource: places, events, cms, chains, categories, users, reviews, config..."
    resource: String!
    "The record's id (0 for the site configuration)."
    id: Int!
    "create, update or delete."
    action: String!
    "Who wrote (only requests with a session write)."
    iduser: Int
    "The writer's name (empty when the user no longer exists)."
    user: String!
    date: String!
    changes: [HistoryChange!]!
  }

  extend type Query {
    "The change history, newest first (25 by default). search: words of the writer's name or e-mail; resource and id: one record's; iduser: one person's; from / to: dates (YYYY-MM-DD, both included); ids: these entries. order: date or idhistory, optionally DESC (default date DESC)."
    history(search: String, resource: String, id: Int, iduser: Int, from: String, to: String, ids: [Int!], items: Int, page: Int, order: String): [HistoryEntry!]!
    "How many history entries match (same filters as history)."
    countHistory(search: String, resource: String, id: Int, iduser: Int, from: String, to: String, ids: [Int!], ${UPTO_ARG}): Int!
  }
`;
