export const typeDefs = /* GraphQL */ `
  type ServiceRef { idservice: Int! }
  type Category { idcategory: Int!, lang: String!, text: String!, image: String, services: [ServiceRef!]! }
  type Subcategory { idsubcategory: Int!, lang: String!, text: String!, image: String }
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
  type Equipment { idequipment: Int!, lang: String!, text: String!, image: String }
  type Allergie { idallergie: Int!, lang: String!, text: String!, image: String }

  extend type Query {
    "lang: es, en, gl, pt, or all (default: all) — one row per id and language."
    allCategories(lang: String): [Category!]!
    allSubcategories(lang: String): [Subcategory!]!
    allServices(lang: String): [Service!]!
    "With idplace: only the entries linked to that place."
    allEquipment(lang: String, idplace: Int): [Equipment!]!
    allAllergies(lang: String, idplace: Int): [Allergie!]!
  }
`;
