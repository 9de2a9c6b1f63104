import { UPTO_ARG } from '../../graphql/countRows';

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
    "Reviews page (25 by default). search: every word in the text. published: only published (true) or hidden (false) ones. order: idreview, date, published, idplace, iduser, optionally followed by DESC (default date DESC)."
    allReviews(
      items: Int
      page: Int
      search: String
      idplace: Int
      iduser: Int
      published: Boolean
      order: String
      lastmonths: Int
      ids: [Int!]
    ): [Review!]!
    "How many reviews match; lastmonths: written in the last N months."
    countReviews(search: String, idplace: Int, iduser: Int, published: Boolean, lastmonths: Int, ids: [Int!], ${UPTO_ARG}): Int!
  }

  "What updReview changes: the text (censoring sends '-Censurado-'), published, or both; at least one."
  input ReviewInput {
    text: String
    published: Boolean
  }

  extend type Mutation {
    "Changes a review's text and / or published; answers the idreview. NOT_FOUND (field idreview) if it does not exist."
    updReview(idreview: Int!, review: ReviewInput!): Int!
    "Deletes a review; a second delete is NOT_FOUND."
    delReview(idreview: Int!): Boolean!
  }
`;
