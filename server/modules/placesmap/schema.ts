export const typeDefs = /* GraphQL */ `
  "A place drawn as its own marker."
  type MapPoint { idplace: Int!, name: String!, lat: Float!, lng: Float!, published: Int! }
  "Several places close together at this zoom: drawn at their centroid with their count; the box is their extent."
  type MapCluster { lat: Float!, lng: Float!, count: Int!, south: Float!, west: Float!, north: Float!, east: Float! }

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

  extend type Query {
    """
    The places map for the visible rectangle. Latitudes -90..90, longitudes -180..180 (west > east:
    the rectangle crosses the antimeridian), zoom 0..22. Grid clusters below zoom 16 (a cell holding
    one place comes back as a point); from zoom 16, up to 500 individual points.
    """
    placesMap(south: Float!, west: Float!, north: Float!, east: Float!, zoom: Int!, published: Int): PlacesMapAnswer!
  }
`;
