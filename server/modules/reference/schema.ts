export const typeDefs = /* GraphQL */ `
  type ServiceRef {
    idservice: Int!
  }
  type Category {
    idcategory: Int!
    lang: String!
    text: String!
    image: String
    thumb: String
    services: [ServiceRef!]!
  }
  type Subcategory {
    idsubcategory: Int!
    lang: String!
    text: String!
    image: String
    thumb: String
  }
  type Service {
    idservice: Int!
    lang: String!
    question: String!
    text: String!
    rating1: String!
    rating2: String!
    rating3: String!
    rating4: String!
    rating5: String!
    filter: Boolean!
  }
  type Equipment {
    idequipment: Int!
    lang: String!
    text: String!
    image: String
    thumb: String
  }
  type Allergie {
    idallergie: Int!
    lang: String!
    text: String!
    image: String
    thumb: String
  }

  extend type Query {
    "lang: es, en, gl, pt, or all (default: all) — one row per id and language."
    allCategories(lang: String): [Category!]!
    allSubcategories(lang: String): [Subcategory!]!
    allServices(lang: String): [Service!]!
    "With idplace: only the entries linked to that place."
    allEquipment(lang: String, idplace: Int): [Equipment!]!
    allAllergies(lang: String, idplace: Int): [Allergie!]!
  }

  # Writes of the reference lists (docs/api.md "Listas de referencia"). Texts are trimmed; a language
  # left empty is stored as ''. textES (questionES for services) is required. upd replaces the whole
  # entry. del refuses with CONFLICT (extensions.places = how many places use it) an entry in use.
  extend type Mutation {
    "services: comma list of service ids, e.g. 1,2,3 (empty: none)."
    addCategory(textES: String, textEN: String, textGL: String, textPT: String, services: String): Int!
    updCategory(id: Int!, textES: String, textEN: String, textGL: String, textPT: String, services: String): Int!
    delCategory(id: Int!): Boolean!
    addSubcategory(textES: String, textEN: String, textGL: String, textPT: String): Int!
    updSubcategory(id: Int!, textES: String, textEN: String, textGL: String, textPT: String): Int!
    delSubcategory(id: Int!): Boolean!
    addService(
      questionES: String
      questionEN: String
      questionGL: String
      questionPT: String
      textES: String
      textEN: String
      textGL: String
      textPT: String
      r1ES: String
      r2ES: String
      r3ES: String
      r4ES: String
      r5ES: String
      r1EN: String
      r2EN: String
      r3EN: String
      r4EN: String
      r5EN: String
      r1GL: String
      r2GL: String
      r3GL: String
      r4GL: String
      r5GL: String
      r1PT: String
      r2PT: String
      r3PT: String
      r4PT: String
      r5PT: String
      filter: Boolean
    ): Int!
    updService(
      id: Int!
      questionES: String
      questionEN: String
      questionGL: String
      questionPT: String
      textES: String
      textEN: String
      textGL: String
      textPT: String
      r1ES: String
      r2ES: String
      r3ES: String
      r4ES: String
      r5ES: String
      r1EN: String
      r2EN: String
      r3EN: String
      r4EN: String
      r5EN: String
      r1GL: String
      r2GL: String
      r3GL: String
      r4GL: String
      r5GL: String
      r1PT: String
      r2PT: String
      r3PT: String
      r4PT: String
      r5PT: String
      filter: Boolean
    ): Int!
    delService(id: Int!): Boolean!
    addEquipment(textES: String, textEN: String, textGL: String, textPT: String): Int!
    updEquipment(id: Int!, textES: String, textEN: String, textGL: String, textPT: String): Int!
    delEquipment(id: Int!): Boolean!
    addAllergies(textES: String, textEN: String, textGL: String, textPT: String): Int!
    updAllergies(id: Int!, textES: String, textEN: String, textGL: String, textPT: String): Int!
    delAllergies(id: Int!): Boolean!
  }
`;
