-- Clientes' name search, scoped to the business (issue 12): one row per card with the customer's
-- folded name words, each prefixed with the card's business id, in a GIN index. A search for
-- 'mar' at business B reads only the entries 'B.mar…' — the names of B's own customers — instead
-- of every customer's in the platform. Kept by triggers: a new card copies its customer's words,
-- a customer's new name rewrites their cards' rows, a card deleted takes its row along.
CREATE TABLE "tarjetas_busqueda" (
	"tarjeta_id" uuid PRIMARY KEY NOT NULL,
	"busqueda" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tarjetas_busqueda" ADD CONSTRAINT "tarjetas_busqueda_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "tarjetas_busqueda_de"("p_negocio" uuid, "p_nombre" tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(array(
    SELECT replace(p_negocio::text, '-', '') || '.' || w FROM unnest(tsvector_to_array(p_nombre)) w
  ))
$$;
--> statement-breakpoint
CREATE FUNCTION "tarjetas_busqueda_nueva"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tarjetas_busqueda (tarjeta_id, busqueda)
  SELECT NEW.id, tarjetas_busqueda_de(NEW.negocio_id, c.nombre_busqueda)
  FROM clientes c WHERE c.id = NEW.cliente_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tarjetas_busqueda_nueva_trg" AFTER INSERT ON "tarjetas" FOR EACH ROW EXECUTE FUNCTION "tarjetas_busqueda_nueva"();--> statement-breakpoint
CREATE FUNCTION "tarjetas_busqueda_nombre"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tarjetas_busqueda b SET busqueda = tarjetas_busqueda_de(t.negocio_id, NEW.nombre_busqueda)
  FROM tarjetas t
  WHERE t.cliente_id = NEW.id AND b.tarjeta_id = t.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tarjetas_busqueda_nombre_trg" AFTER UPDATE OF "nombre" ON "clientes" FOR EACH ROW WHEN (OLD."nombre" IS DISTINCT FROM NEW."nombre") EXECUTE FUNCTION "tarjetas_busqueda_nombre"();--> statement-breakpoint
INSERT INTO "tarjetas_busqueda" ("tarjeta_id", "busqueda")
SELECT t.id, tarjetas_busqueda_de(t.negocio_id, c.nombre_busqueda)
FROM "tarjetas" t JOIN "clientes" c ON c.id = t.cliente_id;--> statement-breakpoint
CREATE INDEX "tarjetas_busqueda_idx" ON "tarjetas_busqueda" USING gin ("busqueda");--> statement-breakpoint
DROP INDEX "clientes_busqueda_idx";
