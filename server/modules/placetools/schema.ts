export const typeDefs = /* GraphQL */ `
  "A place whose name looks like the one being typed in the place editor."
  type DuplicateCandidate {
    idplace: Int!
    name: String!
    address: String!
    city: String!
  }

  extend type Query {
    """
    Up to 5 places whose name looks like \`name\` (trigram similarity ignoring case, accents,
    punctuation and short words such as o, do, de), the most similar first; with lat and lng, nearby
    ones first among similar names. [] when the name has fewer than 3 characters. \`exclude\`: a place
    never proposed (the one being edited).
    """
    duplicatePlaces(name: String!, lat: Float, lng: Float, exclude: Int): [DuplicateCandidate!]!
  }
`;
