export const typeDefs = /* GraphQL */ `
  "A staff account's session. name falls back to the e-mail."
  type Session {
    token: String!
    iduser: Int!
    name: String!
    email: String!
    avatar: String
    "administrador (everything) or editor (content only: places, events, CMS, chains, reviews, suggestions)."
    role: String!
    "ISO-8601 expiry of the token."
    expires: String!
  }

  extend type Query {
    "The current session's user."
    me: Session!
  }

  extend type Mutation {
    "Null when the e-mail/password pair is wrong (or the account is not staff, or disabled). Failed attempts are rate-limited (TOO_MANY_REQUESTS)."
    login(user: String!, pass: String!): Session
    "Revokes the token of the request."
    logout: Boolean!
  }
`;
