-- The places map (issue 3) asks for the places inside the visible rectangle at every pan and zoom:
-- a btree on (lat, lng) serves the latitude range, checks the longitude inside the index, and
-- covers idplace and published so the grid clustering can read the index alone.
CREATE INDEX IF NOT EXISTS places_lat_lng_idx ON places (lat, lng) INCLUDE (idplace, published);
