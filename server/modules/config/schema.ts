export const typeDefs = /* GraphQL */ `
  "One setting of the site configuration (part 2 §3 Config entry)."
  type ConfigEntry {
    "globalmsgES, globalmsgEN, globalmsgGL, globalmsgPT, homefeatured1..homefeatured4."
    field: String!
    "The global message's rich text (as the sanitiser left it), or a featured item's id or slug; '' when never saved."
    content: String!
    "null when the field was never saved."
    create_date: String
    update_date: String
  }

  "A setting to save: a known field and its new content ('' clears it)."
  input ConfigItemInput {
    field: String!
    content: String!
  }

  extend type Query {
    "Every known field of the configuration, in a fixed order (globalmsgES, EN, GL, PT, homefeatured1..4)."
    allConfig: [ConfigEntry!]!
  }

  extend type Mutation {
    "Saves the given fields in one transaction (inserted or replaced); answers how many were saved. Any refused item: nothing is written."
    saveConfig(items: [ConfigItemInput!]!): Int!
  }
`;
