export const typeDefs = /* GraphQL */ `
  "A place drawn as its own marker."
  type MapPoint {
    idplace: Int!
    name: String!
    lat: Float!
    lng: Float!
    published: Int!
  }
  "Several places close together at this zoom: drawn at their centroid with their count; the box is their extent."
  type MapCluster {
    lat: Float!
    lng: Float!
    count: Int!
    south: Float!
    west: Float!
    north: Float!
    east: Float!
  }

  type PlacesMapAnswer {
    "Places with coordinates inside the bounds: the number of points plus the counts of the clusters."
    inView: Int!
    points: [MapPoint!]!
    clusters: [MapCluster!]!
    "Side of the clustering grid in degrees (0 when every place in view came back as a point)."
    cell: Float!
    "Every place (with the published filter), as countPlaces counts them."
    total: Int!
    "Of those, the ones with coordinates."
    located: Int!
  }

  "The located places' box, for the map to open on them, and the totals."
  type PlacesMapExtent {
    "Every place (with the published filter), as countPlaces counts them."
    total: Int!
    "Of those, the ones with coordinates."
    located: Int!
    "The box of the located places (null when none has coordinates)."
    south: Float
    west: Float
    north: Float
    east: Float
  }

  extend type Query {
    """
    The places map for the visible rectangle. Latitudes -90..90, longitudes -180..180 (west > east:
    the rectangle crosses the antimeridian), zoom 0..22. Up to 300 places in the rectangle come back
    one by one as points, at any zoom; more are clustered on a grid (a cell holding one place comes
    back as a point).
    """
    placesMap(south: Float!, west: Float!, north: Float!, east: Float!, zoom: Int!, published: Int): PlacesMapAnswer!
    "The box of the located places (published 0..3 optional) and the totals: where the places map opens."
    placesMapExtent(published: Int): PlacesMapExtent!
  }
`;
