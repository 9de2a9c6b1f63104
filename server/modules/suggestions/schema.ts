import { UPTO_ARG } from '../../graphql/countRows';

export const typeDefs = /* GraphQL */ `
  "A directory user's suggestion about a place (part 2 §3 Suggestion)."
  type Suggestion {
    idsuggestion: Int!
    idplace: Int!
    "Name of the place."
    place: String!
    iduser: Int!
    "Name of the user who sent it."
    user: String!
    "E-mail of the user who sent it."
    email: String!
    reason: String!
    "0 open, 1 closed."
    status: Int!
    create_date: String!
  }

  extend type Query {
    "Suggestions page (25 by default). search: every word in the reason, place name, user name or e-mail. status: 0 open, 1 closed. order: idsuggestion, create_date, status, idplace, iduser, optionally followed by DESC (default create_date DESC)."
    allSuggestions(
      items: Int
      page: Int
      order: String
      search: String
      status: Int
      idplace: Int
      iduser: Int
      ids: [Int!]
    ): [Suggestion!]!
    "How many suggestions match (same filters as allSuggestions)."
    countSuggestions(search: String, status: Int, idplace: Int, iduser: Int, ids: [Int!], ${UPTO_ARG}): Int!
    "One suggestion; NOT_FOUND (field idsuggestion) if it does not exist."
    suggestion(idsuggestion: Int!): Suggestion!
  }

  extend type Mutation {
    "Closes (1) or reopens (0) a suggestion; answers the idsuggestion."
    updSuggestion(idsuggestion: Int!, status: Int!): Int!
    "Deletes a suggestion; a second delete is NOT_FOUND."
    delSuggestion(idsuggestion: Int!): Boolean!
  }
`;
