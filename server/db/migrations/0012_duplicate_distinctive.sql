-- The duplicate-place check compares the DISTINCTIVE words of names (docs/api.md «Sitios parecidos»):
-- «Restaurante Martínez» in Vigo is no duplicate of «Restaurante Casa Pepe» in A Coruña just for
-- sharing «restaurante». dup_core(key) is a dup_norm key (0011) without the generic words that name
-- what a place is (its kind, in Spanish, Galician, Portuguese and English) rather than which place it
-- is; '' when nothing else is left. Changing the list: a new migration replacing the function and
-- recomputing the column (ALTER TABLE place_name_keys DROP COLUMN core, then ADD it again).
-- Names are schema-qualified: PostgreSQL 17+ builds indexes with a restricted search_path.
CREATE OR REPLACE FUNCTION dup_core(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT pg_catalog.btrim(pg_catalog.regexp_replace(
             pg_catalog.regexp_replace(coalesce($1, ''),
               '\m(restaurantes?|bar|bares|cafe|cafes|cafeteria|cafetaria|taberna|tasca|meson|pulperia|marisqueria|marisqueira|asador|arroceria|churrasqueira|churrasqueria|pizzeria|pizzaria|cerveceria|cervexaria|cervejaria|hamburgueseria|bodega|adega|vinoteca|pub|cocina|cozinha|tapas|taperia|braseria|creperia|heladeria|xeadaria|gelataria|geladaria|pasteleria|pastelaria|panaderia|panadaria|padaria|confiteria|churreria|chocolateria|bistro|grill|casa|hotel|hoteles|hostal|hostel|pension|albergue|apartamentos?|aparthotel|camping|campismo|pousada|posada|residencial|rural|alojamiento|alojamento|museo|museu|museum|galeria|galerias|teatro|cine|cines|cinema|auditorio|biblioteca|centro|comercial|cc|parque|jardin|jardines|xardin|xardins|jardim|area|espacio|espaco|playa|praia|infantil|zoo|acuario|aquarium|oceanario|tienda|tenda|loja|libreria|libraria|livraria|jugueteria|xoguetaria|supermercado|mercado|mercearia|farmacia|herbolario|ultramarinos|clinica|hospital|escuela|escola|colegio|academia)\M',
               '', 'g'),
             ' {2,}', ' ', 'g'))
  $$;
--> statement-breakpoint
ALTER TABLE "place_name_keys" ADD COLUMN IF NOT EXISTS "core" text GENERATED ALWAYS AS (dup_core(key)) STORED;
--> statement-breakpoint
-- The check finds keys whose core holds the typed name's core (strict word similarity, %>>).
CREATE INDEX IF NOT EXISTS place_name_keys_core_trgm_idx ON place_name_keys USING gin (core gin_trgm_ops);
--> statement-breakpoint
-- The old index on the whole key is no longer searched.
DROP INDEX IF EXISTS place_name_keys_trgm_idx;
