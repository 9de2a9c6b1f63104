export const typeDefs = /* GraphQL */ `
  "A place whose name looks like the one being typed in the place editor."
  type DuplicateCandidate {
    idplace: Int!
    name: String!
    address: String!
    city: String!
  }

  "A translated text."
  type Translation {
    "es, en, gl or pt."
    lang: String!
    text: String!
  }

  extend type Query {
    """
    Up to 5 places whose name looks like \`name\` (trigram similarity ignoring case, accents,
    punctuation and short words such as o, do, de), the most similar first; with lat and lng, nearby
    ones first among similar names. [] when the name has fewer than 3 characters. \`exclude\`: a place
    never proposed (the one being edited).
    """
    duplicatePlaces(name: String!, lat: Float, lng: Float, exclude: Int): [DuplicateCandidate!]!
  }

  extend type Mutation {
    """
    Machine translation of a text (plain, or HTML whose tags are kept) from \`source\` into each of
    \`targets\` (es, en, gl, pt), by the server's provider (TRANSLATE_PROVIDER): the key never
    reaches the browser. At most 10,000 characters. Errors: TRANSLATE_UNAVAILABLE (no provider),
    TRANSLATE_FAILED ('Fallo al traducir: ...').
    """
    translate(text: String!, source: String!, targets: [String!]!): [Translation!]!
  }
`;
