export const typeDefs = /* GraphQL */ `
  "An administrator's session. name falls back to the e-mail."
  type Session {
    token: String!
    iduser: Int!
    name: String!
    email: String!
    avatar: String
    "ISO-8601 expiry of the token."
    expires: String!
  }

  extend type Query {
    "The current session's user."
    me: Session!
  }

  extend type Mutation {
    "Null when the e-mail/password pair is wrong. Failed attempts are rate-limited (TOO_MANY_REQUESTS)."
    login(user: String!, pass: String!): Session
    "Revokes the token of the request."
    logout: Boolean!
  }
`;
