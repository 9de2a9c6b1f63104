import { UPTO_ARG } from '../../graphql/countRows';
import { MISSING_ARG } from '../../graphql/missingTranslation';

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
    "Bumps on every write of the place by addPlace/updPlace: updPlace(version) detects edit conflicts."
    version: Int!
  }

  "A photo of the place being saved. id: idmedia of an existing photo (updates cover/attrib); no id: a new photo from url."
  input PhotoInput {
    id: Int
    url: String
    "Attribution (HTML, sanitised)."
    attrib: String
    cover: Boolean
  }
  "A video of the place. id: idmedia of an existing video (updates url/name); no id: a new video."
  input VideoInput {
    id: Int
    url: String!
    name: String
  }
  "A staff answer to a service question: points 0..5 (0 = No)."
  input ServiceInput {
    id: Int!
    points: Int!
  }
  "A place as the editor sends it (docs/api.md «Alta y edición de sitios»)."
  input PlaceInput {
    name: String!
    address: String!
    city: String
    province: String
    "Two-letter ISO code; ES when missing."
    country: String
    zipcode: String
    phone: String
    website: String
    facebook: String
    instagram: String
    twitter: String
    youtube: String
    gmaps_url: String
    plus_code: String
    timezone: String
    "Internal notes: line breaks, emoji and symbols removed."
    notes: String
    lat: Float
    lng: Float
    "Opening hours, part 1 §3: [{alwaysOpen: true}], [{seasonOpen: true}] or one entry per day."
    hours: JSON
    descriptionES: String
    descriptionEN: String
    descriptionGL: String
    descriptionPT: String
    "Rich text (HTML), sanitised on the server."
    menuES: String
    menuEN: String
    menuGL: String
    menuPT: String
    categories: [Int!]!
    subcategories: [Int!]
    equipment: [Int!]
    allergies: [Int!]
    photos: [PhotoInput!]
    videos: [VideoInput!]
    services: [ServiceInput!]
    buy_url: String
    buy_price: String
    buy_img: String
    "Overall rating 1..5 (0: none)."
    points: Int
    "0 draft, 1 published (default), 2 permanently closed, 3 temporarily closed."
    published: Int
    "Accepted and ignored: the session's user is used."
    iduser: Int
  }

  extend type Query {
    "Places page. order: name, idplace, city, published, create_date, update_date, plus_code or random, optionally followed by DESC."
    allPlaces(lang: String, search: String, items: Int, page: Int, order: String, published: Int, lastmonths: Int, ids: [Int!], ${MISSING_ARG}): [Place!]!
    countPlaces(lang: String, search: String, published: Int, lastmonths: Int, ids: [Int!], ${MISSING_ARG}, ${UPTO_ARG}): Int!
    place(idplace: Int!, lang: String): Place
  }

  extend type Mutation {
    "Creates a place with everything it carries in one transaction; answers the new idplace."
    addPlace(place: PlaceInput!): Int!
    "Replaces a place's fields (lists replace their whole set when present), removes remove_files (media of this place); version: CONFLICT if the place changed since. Answers idplace."
    updPlace(idplace: Int!, place: PlaceInput!, remove_files: [Int!], version: Int): Int!
    "Sets the state (publish: 0 draft, 1 published, 2 permanently closed, 3 temporarily closed); answers the idplace."
    statusPlace(idplace: Int!, publish: Int!): Int!
    "Deletes the place with its texts, links, media (and their stored files), votes, ratings, reviews and suggestions."
    delPlace(idplace: Int!): Boolean!
  }
`;
