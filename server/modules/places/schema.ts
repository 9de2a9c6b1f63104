export const typeDefs = /* GraphQL */ `
  type LangText {
    lang: String!
    text: String!
  }
  "Length of a place's description in one language."
  type TextLength {
    lang: String!
    chars: Int!
    words: Int!
  }
  type PlaceCategory {
    idcategory: Int!
    text: String!
  }
  type PlaceSubcategory {
    idsubcategory: Int!
    text: String!
  }
  type PlaceEquipment {
    idequipment: Int!
    text: String!
  }
  type PlaceAllergie {
    idallergie: Int!
    text: String!
  }
  type PlacePhoto {
    idmedia: Int!
    url: String!
    cover: Boolean!
    attrib: String!
  }
  type PlaceFile {
    idmedia: Int!
    url: String!
    name: String!
  }
  type PlaceView360 {
    idmedia: Int!
    url: String!
  }
  "A staff answer to a service question: exists is false when the answer is 0 (No)."
  type ServiceVote {
    idservice: Int!
    exists: Boolean!
    points: Int!
  }

  type Place {
    idplace: Int!
    name: String!
    slug: String!
    "Opening hours, part 1 §3 (a JSON list)."
    hours: JSON!
    address: String!
    city: String!
    province: String!
    country: String!
    zipcode: String!
    lat: Float
    lng: Float
    phone: String!
    website: String!
    facebook: String!
    twitter: String!
    instagram: String!
    youtube: String!
    gmaps_url: String!
    plus_code: String!
    timezone: String!
    buy_url: String!
    buy_price: String!
    buy_img: String!
    notes: String!
    "0 draft, 1 published, 2 permanently closed, 3 temporarily closed."
    published: Int!
    "Overall rating 1..5 (0: none)."
    points: Int!
    create_date: String!
    update_date: String!
    description: [LangText!]!
    menu: [LangText!]!
    category: [PlaceCategory!]!
    subcategory: [PlaceSubcategory!]!
    equipment: [PlaceEquipment!]!
    allergies: [PlaceAllergie!]!
    photos: [PlacePhoto!]!
    pdfs: [PlaceFile!]!
    videos: [PlaceFile!]!
    views360: [PlaceView360!]!
    servicevotes: [ServiceVote!]!
    coverUrl: String
    numphotos: Int!
    descriptsLen: [TextLength!]!
    "Rating (1..5) the session's user gave this place, if any."
    userPlaceRating: Int
  }

  extend type Query {
    "Places page. order: name, idplace, city, published, create_date, update_date, plus_code or random, optionally followed by DESC."
    allPlaces(lang: String, search: String, items: Int, page: Int, order: String, published: Int, lastmonths: Int, ids: [Int!]): [Place!]!
    countPlaces(lang: String, search: String, published: Int, lastmonths: Int, ids: [Int!]): Int!
    place(idplace: Int!, lang: String): Place
  }

  extend type Mutation {
    "Sets the state (publish: 0 draft, 1 published, 2 permanently closed, 3 temporarily closed); answers the idplace."
    statusPlace(idplace: Int!, publish: Int!): Int!
    "Deletes the place with its texts, links, media (and their stored files), votes, ratings, reviews and suggestions."
    delPlace(idplace: Int!): Boolean!
  }
`;
