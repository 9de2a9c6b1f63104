export const typeDefs = /* GraphQL */ `
  "A review a directory user wrote about a place (part 2 §3 Review)."
  type Review {
    idreview: Int!
    idplace: Int!
    "Name of the place."
    place: String!
    iduser: Int!
    "Name of the user who wrote it."
    user: String!
    text: String!
    published: Boolean!
    date: String!
  }

  extend type Query {
    "Reviews page (25 by default). order: idreview, date, published, idplace, iduser, optionally followed by DESC (default date DESC)."
    allReviews(items: Int, page: Int, search: String, idplace: Int, iduser: Int, order: String, lastmonths: Int, ids: [Int!]): [Review!]!
    "How many reviews match; lastmonths: written in the last N months."
    countReviews(search: String, idplace: Int, iduser: Int, lastmonths: Int, ids: [Int!]): Int!
  }
`;
