import { UPTO_ARG } from '../../graphql/countRows';

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
    "A staff account's role (administrador or editor); null for a directory user."
    role: String
    "A disabled staff account cannot sign in; its sessions ended when it was disabled."
    disabled: Boolean!
  }

  "How much a user did (part 2 §2, User activity); photos is a count only."
  type UserActivityCounts {
    places: Int!
    servicevotes: Int!
    reviews: Int!
    photos: Int!
    suggestions: Int!
  }

  "A place a user added."
  type UserPlace {
    idplace: Int!
    name: String!
    city: String!
    province: String!
    "0 draft, 1 published, 2 closed, 3 temporarily closed."
    published: Int!
    create_date: String!
  }

  "A user's answer to a place's service question (0 No, 1 to 5 the service's labels)."
  type UserServiceVote {
    idvote: Int!
    idplace: Int!
    "Name of the place."
    place: String!
    idservice: Int!
    "The service's question in Spanish."
    service: String!
    points: Int!
    create_date: String!
  }

  "A user with their activity: the counts and, per list, a page newest first (10 by default)."
  type UserActivity {
    iduser: Int!
    name: String!
    email: String!
    avatar: String
    registration_date: String!
    last_connection: String
    has_facebookid: Boolean!
    has_googleid: Boolean!
    has_password: Boolean!
    newsletter: Boolean!
    role: String
    disabled: Boolean!
    counts: UserActivityCounts!
    "Places the user added."
    places(items: Int, page: Int): [UserPlace!]!
    servicevotes(items: Int, page: Int): [UserServiceVote!]!
    "The user's reviews (the same rows as allReviews(iduser))."
    reviews(items: Int, page: Int): [Review!]!
    "The user's suggestions (the same rows as allSuggestions(iduser))."
    suggestions(items: Int, page: Int): [Suggestion!]!
  }

  extend type Query {
    "Users page (25 by default). order: iduser, name, email, registration_date, last_connection, optionally followed by DESC (default registration_date DESC)."
    allUsers(search: String, items: Int, page: Int, order: String, lastmonths: Int, ids: [Int!], staff: Boolean): [User!]!
    "How many users match; lastmonths: registered in the last N months; staff: true for staff accounts only."
    countUsers(search: String, lastmonths: Int, ids: [Int!], staff: Boolean, ${UPTO_ARG}): Int!
    "One user with the counts of their activity; NOT_FOUND (field iduser) if they do not exist. One statement, plus one per list asked."
    user(iduser: Int!): UserActivity!
  }

  extend type Mutation {
    """
    Creates a staff account (administrators only). role: administrador or editor; password: at
    least 8 characters. BAD_USER_INPUT names the field (email, name, password, role); CONFLICT
    (field email) when a user already has that e-mail: give that user a role with updStaff.
    """
    addStaff(email: String!, name: String!, password: String!, role: String!): User!
    """
    Changes a user's role and / or disables (true) or re-enables (false) the account; an absent
    argument stays as it is (administrators only). Disabling ends the account's sessions at once.
    CONFLICT when an administrator would demote or disable themselves, or no enabled administrator
    would be left; NOT_FOUND (field iduser).
    """
    updStaff(iduser: Int!, role: String, disabled: Boolean): User!
  }
`;
