CREATE TABLE "tarjetas_nuevas_por_dia" (
	"negocio_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"tarjetas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tarjetas_nuevas_por_dia_negocio_id_fecha_pk" PRIMARY KEY("negocio_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "tarjetas_por_dia" (
	"negocio_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"nivel" smallint NOT NULL,
	"en_temporada" boolean NOT NULL,
	"tarjetas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tarjetas_por_dia_negocio_id_fecha_nivel_en_temporada_pk" PRIMARY KEY("negocio_id","fecha","nivel","en_temporada")
);
--> statement-breakpoint
CREATE TABLE "tarjetas_por_mes" (
	"negocio_id" uuid NOT NULL,
	"mes" integer NOT NULL,
	"meses" smallint NOT NULL,
	"tarjetas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tarjetas_por_mes_negocio_id_mes_meses_pk" PRIMARY KEY("negocio_id","mes","meses")
);
--> statement-breakpoint
CREATE TABLE "tarjetas_recientes_por_dia" (
	"negocio_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"penultima_dias" smallint NOT NULL,
	"tarjetas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tarjetas_recientes_por_dia_negocio_id_fecha_penultima_dias_pk" PRIMARY KEY("negocio_id","fecha","penultima_dias")
);
--> statement-breakpoint
-- The customer counts it served (an index-only scan of every recent card) now read the roll-ups
-- below; a range of recent cards is still tarjetas_negocio_ultima_visita_idx. One index fewer to
-- write on every visit (the visit updates its card's indexed columns, never a HOT update).
DROP INDEX "tarjetas_negocio_recientes_idx";--> statement-breakpoint
ALTER TABLE "tarjetas_nuevas_por_dia" ADD CONSTRAINT "tarjetas_nuevas_por_dia_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas_por_dia" ADD CONSTRAINT "tarjetas_por_dia_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas_por_mes" ADD CONSTRAINT "tarjetas_por_mes_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas_recientes_por_dia" ADD CONSTRAINT "tarjetas_recientes_por_dia_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change of a card moves it from its old keys to its new ones, in the change's own
-- transaction: a visit (last, second-to-last and first visit, level, season visits, months), a
-- season's close (levels and season visits reset), a card deleted with its customer. A key that did not change
-- writes nothing (a second visit the same day at the same level touches no roll-up). A business
-- being deleted has no zone any more: its rows go with it.
CREATE FUNCTION "tarjetas_resumen_mantener"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zona text;
  o_dia date; n_dia date; o_pri date; n_pri date; o_mes integer; n_mes integer;
  o_bits smallint; n_bits smallint; o_pen smallint; n_pen smallint;
  misma boolean := TG_OP = 'UPDATE' AND OLD."negocio_id" = NEW."negocio_id";
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT n."zona_horaria" INTO zona FROM "negocios" n WHERE n."id" = OLD."negocio_id";
  ELSE
    SELECT n."zona_horaria" INTO zona FROM "negocios" n WHERE n."id" = NEW."negocio_id";
  END IF;
  IF zona IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' AND OLD."ultima_visita" IS NOT NULL THEN
    o_dia := (OLD."ultima_visita" AT TIME ZONE zona)::date;
    o_pri := (OLD."primera_visita" AT TIME ZONE zona)::date;
    o_mes := OLD."ultimo_mes";
    o_bits := (OLD."meses_con_visita" & 127)::smallint;
    o_pen := coalesce(nullif(least(o_dia - (OLD."penultima_visita" AT TIME ZONE zona)::date, 32), 32), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."ultima_visita" IS NOT NULL THEN
    n_dia := (NEW."ultima_visita" AT TIME ZONE zona)::date;
    n_pri := (NEW."primera_visita" AT TIME ZONE zona)::date;
    n_mes := NEW."ultimo_mes";
    n_bits := (NEW."meses_con_visita" & 127)::smallint;
    n_pen := coalesce(nullif(least(n_dia - (NEW."penultima_visita" AT TIME ZONE zona)::date, 32), 32), -1);
  END IF;

  IF NOT (misma AND o_dia IS NOT DISTINCT FROM n_dia AND OLD."nivel" = NEW."nivel"
          AND (OLD."visitas_temporada" > 0) = (NEW."visitas_temporada" > 0)) THEN
    IF o_dia IS NOT NULL THEN
      UPDATE "tarjetas_por_dia" SET "tarjetas" = "tarjetas" - 1
      WHERE "negocio_id" = OLD."negocio_id" AND "fecha" = o_dia AND "nivel" = OLD."nivel"
        AND "en_temporada" = (OLD."visitas_temporada" > 0);
    END IF;
    IF n_dia IS NOT NULL THEN
      INSERT INTO "tarjetas_por_dia" ("negocio_id", "fecha", "nivel", "en_temporada", "tarjetas")
      VALUES (NEW."negocio_id", n_dia, NEW."nivel", NEW."visitas_temporada" > 0, 1)
      ON CONFLICT ("negocio_id", "fecha", "nivel", "en_temporada")
      DO UPDATE SET "tarjetas" = "tarjetas_por_dia"."tarjetas" + 1;
    END IF;
  END IF;

  IF NOT (misma AND o_dia IS NOT DISTINCT FROM n_dia AND o_pen IS NOT DISTINCT FROM n_pen) THEN
    IF o_dia IS NOT NULL THEN
      UPDATE "tarjetas_recientes_por_dia" SET "tarjetas" = "tarjetas" - 1
      WHERE "negocio_id" = OLD."negocio_id" AND "fecha" = o_dia AND "penultima_dias" = o_pen;
    END IF;
    IF n_dia IS NOT NULL THEN
      INSERT INTO "tarjetas_recientes_por_dia" ("negocio_id", "fecha", "penultima_dias", "tarjetas")
      VALUES (NEW."negocio_id", n_dia, n_pen, 1)
      ON CONFLICT ("negocio_id", "fecha", "penultima_dias")
      DO UPDATE SET "tarjetas" = "tarjetas_recientes_por_dia"."tarjetas" + 1;
    END IF;
  END IF;

  IF NOT (misma AND o_pri IS NOT DISTINCT FROM n_pri) THEN
    IF o_pri IS NOT NULL THEN
      UPDATE "tarjetas_nuevas_por_dia" SET "tarjetas" = "tarjetas" - 1
      WHERE "negocio_id" = OLD."negocio_id" AND "fecha" = o_pri;
    END IF;
    IF n_pri IS NOT NULL THEN
      INSERT INTO "tarjetas_nuevas_por_dia" ("negocio_id", "fecha", "tarjetas")
      VALUES (NEW."negocio_id", n_pri, 1)
      ON CONFLICT ("negocio_id", "fecha") DO UPDATE SET "tarjetas" = "tarjetas_nuevas_por_dia"."tarjetas" + 1;
    END IF;
  END IF;

  IF NOT (misma AND o_mes IS NOT DISTINCT FROM n_mes AND o_bits IS NOT DISTINCT FROM n_bits) THEN
    IF o_mes IS NOT NULL THEN
      UPDATE "tarjetas_por_mes" SET "tarjetas" = "tarjetas" - 1
      WHERE "negocio_id" = OLD."negocio_id" AND "mes" = o_mes AND "meses" = o_bits;
    END IF;
    IF n_mes IS NOT NULL THEN
      INSERT INTO "tarjetas_por_mes" ("negocio_id", "mes", "meses", "tarjetas")
      VALUES (NEW."negocio_id", n_mes, n_bits, 1)
      ON CONFLICT ("negocio_id", "mes", "meses") DO UPDATE SET "tarjetas" = "tarjetas_por_mes"."tarjetas" + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tarjetas_resumen_trg" AFTER INSERT OR DELETE OR UPDATE OF "negocio_id", "ultima_visita", "penultima_visita", "primera_visita", "nivel", "visitas_temporada", "ultimo_mes", "meses_con_visita" ON "tarjetas" FOR EACH ROW EXECUTE FUNCTION "tarjetas_resumen_mantener"();
--> statement-breakpoint
-- The roll-ups counted again from the cards: of one business (its zone changed, so its local days
-- did), or of every business (NULL: this migration, and a bulk load that skips the trigger).
CREATE FUNCTION "tarjetas_resumen_rehacer"("p_negocio" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_negocio IS NULL THEN
    DELETE FROM "tarjetas_por_dia";
    DELETE FROM "tarjetas_nuevas_por_dia";
    DELETE FROM "tarjetas_por_mes";
    DELETE FROM "tarjetas_recientes_por_dia";
  ELSE
    DELETE FROM "tarjetas_por_dia" WHERE "negocio_id" = p_negocio;
    DELETE FROM "tarjetas_nuevas_por_dia" WHERE "negocio_id" = p_negocio;
    DELETE FROM "tarjetas_por_mes" WHERE "negocio_id" = p_negocio;
    DELETE FROM "tarjetas_recientes_por_dia" WHERE "negocio_id" = p_negocio;
  END IF;
  CREATE TEMPORARY TABLE "tarjetas_resumen_tmp" ON COMMIT DROP AS
    SELECT t."negocio_id", (t."ultima_visita" AT TIME ZONE n."zona_horaria")::date AS "dia",
           (t."primera_visita" AT TIME ZONE n."zona_horaria")::date AS "primera",
           t."nivel", t."visitas_temporada" > 0 AS "en_temporada", t."ultimo_mes",
           (t."meses_con_visita" & 127)::smallint AS "meses",
           (t."penultima_visita" AT TIME ZONE n."zona_horaria")::date AS "penultima"
    FROM "tarjetas" t JOIN "negocios" n ON n."id" = t."negocio_id"
    WHERE t."ultima_visita" IS NOT NULL AND (p_negocio IS NULL OR t."negocio_id" = p_negocio);
  INSERT INTO "tarjetas_por_dia" ("negocio_id", "fecha", "nivel", "en_temporada", "tarjetas")
    SELECT "negocio_id", "dia", "nivel", "en_temporada", count(*) FROM "tarjetas_resumen_tmp" GROUP BY 1, 2, 3, 4;
  INSERT INTO "tarjetas_nuevas_por_dia" ("negocio_id", "fecha", "tarjetas")
    SELECT "negocio_id", "primera", count(*) FROM "tarjetas_resumen_tmp" GROUP BY 1, 2;
  INSERT INTO "tarjetas_por_mes" ("negocio_id", "mes", "meses", "tarjetas")
    SELECT "negocio_id", "ultimo_mes", "meses", count(*) FROM "tarjetas_resumen_tmp"
    WHERE "ultimo_mes" IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO "tarjetas_recientes_por_dia" ("negocio_id", "fecha", "penultima_dias", "tarjetas")
    SELECT "negocio_id", "dia", coalesce(nullif(least("dia" - "penultima", 32), 32), -1), count(*)
    FROM "tarjetas_resumen_tmp" GROUP BY 1, 2, 3;
  DROP TABLE "tarjetas_resumen_tmp";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tarjetas_resumen_zona"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tarjetas_resumen_rehacer"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tarjetas_resumen_zona_trg" AFTER UPDATE OF "zona_horaria" ON "negocios" FOR EACH ROW WHEN (OLD."zona_horaria" IS DISTINCT FROM NEW."zona_horaria") EXECUTE FUNCTION "tarjetas_resumen_zona"();
--> statement-breakpoint
-- The cards there are already.
SELECT "tarjetas_resumen_rehacer"(NULL);
