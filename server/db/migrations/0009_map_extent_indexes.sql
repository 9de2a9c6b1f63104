-- Where the places map opens (placesMapExtent): the box of the located places and how many are
-- unlocated, without reading a million rows. Latitudes come from the ends of places_lat_lng_idx
-- (0004); longitudes from the ends of this index of the located places:
CREATE INDEX IF NOT EXISTS places_lng_idx ON places (lng) WHERE lat IS NOT NULL;
--> statement-breakpoint
-- ...and the few places without coordinates are counted in an index of their own (by state, for
-- the published filter): located = total (place_counts, 0007) − unlocated.
CREATE INDEX IF NOT EXISTS places_unlocated_idx ON places (published) WHERE lat IS NULL OR lng IS NULL;
