export const typeDefs = /* GraphQL */ `
  "A category's hashtags on the share screen."
  type CategoryHashtags {
    idcategory: Int!
    "'#uno #dos'"
    hashtags: String!
  }

  "A city's hashtags (the city matched without regard to case or accents)."
  type CityHashtags {
    city: String!
    hashtags: String!
  }

  "The share text's hashtags, as saved on the config screen (sharebrand, sharecategories, sharecities)."
  type ShareHashtags {
    brand: String!
    categories: [CategoryHashtags!]!
    cities: [CityHashtags!]!
  }

  extend type Query {
    """
    The share screen's place (part 2 §2): with \`idplace\`, that place (any state: \`published\`
    says which); without it, a random published place, drawn without reading the whole table.
    Errors: NOT_FOUND on idplace ('El sitio 12 no existe', 'No hay ningún sitio publicado'),
    BAD_USER_INPUT for an id that is not a positive integer.
    """
    randomPlace(idplace: Int, lang: String): Place!
    "The hashtag sets of the share text (readable by every staff role, unlike allConfig)."
    shareHashtags: ShareHashtags!
  }
`;
