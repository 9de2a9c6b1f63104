-- «Falta traducción» with a search (issue 18): the places of the localities holding every word are counted
-- from this index alone, (locality, described mask, state), instead of reading each row (server/modules/places/count.ts).
CREATE INDEX "places_locality_described_idx" ON "places" USING btree ("search_locality","described","published");