export const typeDefs = /* GraphQL */ `
  "A directory user or an administrator (part 2 §3 User)."
  type User {
    iduser: Int!
    name: String!
    email: String!
    avatar: String
    registration_date: String!
    last_connection: String
    "Registered with Facebook."
    has_facebookid: Boolean!
    "Registered with Google."
    has_googleid: Boolean!
    "Has a password (registered with e-mail and password)."
    has_password: Boolean!
    newsletter: Boolean!
  }

  extend type Query {
    "Users page (25 by default). order: iduser, name, email, registration_date, last_connection, optionally followed by DESC (default registration_date DESC)."
    allUsers(search: String, items: Int, page: Int, order: String, lastmonths: Int, ids: [Int!]): [User!]!
    "How many users match; lastmonths: registered in the last N months."
    countUsers(search: String, lastmonths: Int, ids: [Int!]): Int!
  }
`;
