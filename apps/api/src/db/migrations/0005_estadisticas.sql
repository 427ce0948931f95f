ALTER TABLE "tarjetas" ADD COLUMN "penultima_visita" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "ultimo_mes" integer;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "meses_con_visita" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tarjetas_negocio_recientes_idx" ON "tarjetas" USING btree ("negocio_id","ultima_visita","penultima_visita","primera_visita","nivel","ultimo_mes","meses_con_visita");--> statement-breakpoint
CREATE INDEX "canjes_promocion_fecha_idx" ON "canjes" USING btree ("promocion_id","fecha_local");--> statement-breakpoint
CREATE INDEX "promocion_vistas_promocion_fecha_idx" ON "promocion_vistas" USING btree ("promocion_id","fecha");--> statement-breakpoint
-- Cards made before this migration: their two latest visits and months with a visit, from the visit
-- rows, exactly as the visit keeps them from now on (recordarVisita, registrarMes in
-- packages/shared/src/domain/estadisticas.ts; a month index is year × 12 + month − 1).
WITH m AS (
  SELECT "tarjeta_id", (extract(year FROM "fecha_local")::int * 12 + extract(month FROM "fecha_local")::int - 1) AS "mes", "fecha"
  FROM "visitas" WHERE "tarjeta_id" IS NOT NULL
), r AS (
  SELECT "tarjeta_id", max("mes") AS "ultimo_mes", (array_agg("fecha" ORDER BY "fecha" DESC))[2] AS "penultima"
  FROM m GROUP BY "tarjeta_id"
), b AS (
  SELECT m."tarjeta_id", bit_or(1 << (r."ultimo_mes" - m."mes")) AS "meses"
  FROM m JOIN r ON r."tarjeta_id" = m."tarjeta_id"
  WHERE r."ultimo_mes" - m."mes" < 31
  GROUP BY m."tarjeta_id"
)
UPDATE "tarjetas" t SET "penultima_visita" = r."penultima", "ultimo_mes" = r."ultimo_mes", "meses_con_visita" = b."meses"
FROM r JOIN b ON b."tarjeta_id" = r."tarjeta_id"
WHERE t."id" = r."tarjeta_id";
