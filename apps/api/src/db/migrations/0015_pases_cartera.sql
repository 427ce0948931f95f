CREATE TABLE "pase_dispositivos" (
	"dispositivo" text NOT NULL,
	"pase_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pase_dispositivos_dispositivo_pase_id_pk" PRIMARY KEY("dispositivo","pase_id")
);
--> statement-breakpoint
CREATE TABLE "pases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarjeta_id" uuid NOT NULL,
	"plataforma" text NOT NULL,
	"serial" text NOT NULL,
	"token_apple" text,
	"hotp_secreto" text,
	"hotp_contador" integer DEFAULT 0 NOT NULL,
	"actualizado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mensaje_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado_at" timestamp with time zone,
	CONSTRAINT "pases_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
CREATE TABLE "pases_salida" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pases_salida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pase_id" uuid,
	"tipo" text NOT NULL,
	"datos" jsonb,
	"intentos" integer DEFAULT 0 NOT NULL,
	"siguiente_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "codigo_secreto_cartera" text;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "latitud" double precision;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "longitud" double precision;--> statement-breakpoint
ALTER TABLE "pase_dispositivos" ADD CONSTRAINT "pase_dispositivos_pase_id_pases_id_fk" FOREIGN KEY ("pase_id") REFERENCES "public"."pases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pases" ADD CONSTRAINT "pases_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pases_salida" ADD CONSTRAINT "pases_salida_pase_id_pases_id_fk" FOREIGN KEY ("pase_id") REFERENCES "public"."pases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pase_dispositivos_pase_idx" ON "pase_dispositivos" USING btree ("pase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pases_tarjeta_plataforma_idx" ON "pases" USING btree ("tarjeta_id","plataforma");--> statement-breakpoint
CREATE INDEX "pases_salida_pase_idx" ON "pases_salida" USING btree ("pase_id","id");--> statement-breakpoint
CREATE INDEX "pases_salida_siguiente_idx" ON "pases_salida" USING btree ("siguiente_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pases_salida_objeto_pendiente_idx" ON "pases_salida" USING btree ("pase_id") WHERE "pases_salida"."tipo" = 'objeto' and "pases_salida"."intentos" = 0;--> statement-breakpoint
-- The outbox is written in the transaction of the change it reports (DOMAIN §11): a visit, a level,
-- a season's close or a canje commits together with the note that the card's passes must be sent
-- again, so no change is lost to a crash; the sending itself happens later, outside any
-- transaction (modules/pases/salida.service.ts). A card without a live pass pays one index probe.
CREATE FUNCTION "pases_encolar"("p_tarjeta" uuid, "p_nivel_subio" smallint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pases" SET "actualizado_at" = now() WHERE "tarjeta_id" = p_tarjeta AND "revocado_at" IS NULL;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO "pases_salida" ("pase_id", "tipo")
    SELECT "id", 'objeto' FROM "pases" WHERE "tarjeta_id" = p_tarjeta AND "revocado_at" IS NULL
    ON CONFLICT ("pase_id") WHERE "tipo" = 'objeto' AND "intentos" = 0 DO NOTHING;
  IF p_nivel_subio IS NOT NULL THEN
    INSERT INTO "pases_salida" ("pase_id", "tipo", "datos")
      SELECT "id", 'mensaje', jsonb_build_object('nivel', p_nivel_subio) FROM "pases"
      WHERE "tarjeta_id" = p_tarjeta AND "revocado_at" IS NULL AND "plataforma" = 'google';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pases_tarjeta_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pases_encolar"(NEW."id", CASE WHEN NEW."nivel" > OLD."nivel" THEN NEW."nivel" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pases_tarjeta_cambio_trg" AFTER UPDATE OF "visitas_temporada", "nivel" ON "tarjetas" FOR EACH ROW WHEN (OLD."visitas_temporada" IS DISTINCT FROM NEW."visitas_temporada" OR OLD."nivel" IS DISTINCT FROM NEW."nivel") EXECUTE FUNCTION "pases_tarjeta_cambio"();
--> statement-breakpoint
CREATE FUNCTION "pases_canje"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."cliente_id" IS NOT NULL THEN
    PERFORM "pases_encolar"("id", NULL) FROM "tarjetas"
      WHERE "negocio_id" = NEW."negocio_id" AND "cliente_id" = NEW."cliente_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pases_canje_trg" AFTER INSERT ON "canjes" FOR EACH ROW EXECUTE FUNCTION "pases_canje"();
