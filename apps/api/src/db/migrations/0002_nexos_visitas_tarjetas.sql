CREATE TABLE "codigos_vinculacion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"establecimiento_id" uuid NOT NULL,
	"codigo_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nexos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"establecimiento_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"token_hash" text NOT NULL,
	"visitas_registradas" integer DEFAULT 0 NOT NULL,
	"ultimo_uso" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado_at" timestamp with time zone,
	CONSTRAINT "nexos_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tarjetas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"visitas_temporada" integer DEFAULT 0 NOT NULL,
	"visitas_totales" integer DEFAULT 0 NOT NULL,
	"nivel" smallint DEFAULT 0 NOT NULL,
	"primera_visita" timestamp with time zone NOT NULL,
	"ultima_visita" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nexo_solicitudes" (
	"nexo_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"respuesta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nexo_solicitudes_nexo_id_clave_pk" PRIMARY KEY("nexo_id","clave")
);
--> statement-breakpoint
CREATE TABLE "visitas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"establecimiento_id" uuid NOT NULL,
	"nexo_id" uuid,
	"cliente_id" uuid,
	"tarjeta_id" uuid,
	"anonima" boolean DEFAULT false NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"recibida_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_local" date NOT NULL,
	"hora_local" smallint NOT NULL,
	"dia_semana" smallint NOT NULL,
	"codigo_paso" bigint
);
--> statement-breakpoint
CREATE TABLE "visitas_por_hora" (
	"negocio_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"hora" smallint NOT NULL,
	"dia_semana" smallint NOT NULL,
	"visitas" integer DEFAULT 0 NOT NULL,
	"anonimas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitas_por_hora_negocio_id_fecha_hora_pk" PRIMARY KEY("negocio_id","fecha","hora")
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "codigo_handle" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "codigo_secreto" text;--> statement-breakpoint
ALTER TABLE "negocios" ADD COLUMN "cooldown_minutos" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "codigos_vinculacion" ADD CONSTRAINT "codigos_vinculacion_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_vinculacion" ADD CONSTRAINT "codigos_vinculacion_establecimiento_id_establecimientos_id_fk" FOREIGN KEY ("establecimiento_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexos" ADD CONSTRAINT "nexos_establecimiento_id_establecimientos_id_fk" FOREIGN KEY ("establecimiento_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD CONSTRAINT "tarjetas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD CONSTRAINT "tarjetas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nexo_solicitudes" ADD CONSTRAINT "nexo_solicitudes_nexo_id_nexos_id_fk" FOREIGN KEY ("nexo_id") REFERENCES "public"."nexos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_establecimiento_id_establecimientos_id_fk" FOREIGN KEY ("establecimiento_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_nexo_id_nexos_id_fk" FOREIGN KEY ("nexo_id") REFERENCES "public"."nexos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_tarjeta_id_tarjetas_id_fk" FOREIGN KEY ("tarjeta_id") REFERENCES "public"."tarjetas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas_por_hora" ADD CONSTRAINT "visitas_por_hora_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_vinculacion_vivos_idx" ON "codigos_vinculacion" USING btree ("codigo_hash") WHERE "codigos_vinculacion"."usado_at" is null;--> statement-breakpoint
CREATE INDEX "codigos_vinculacion_establecimiento_idx" ON "codigos_vinculacion" USING btree ("establecimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nexos_establecimiento_activo_idx" ON "nexos" USING btree ("establecimiento_id") WHERE "nexos"."revocado_at" is null;--> statement-breakpoint
CREATE INDEX "nexos_negocio_idx" ON "nexos" USING btree ("negocio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_negocio_cliente_idx" ON "tarjetas" USING btree ("negocio_id","cliente_id");--> statement-breakpoint
CREATE INDEX "tarjetas_cliente_idx" ON "tarjetas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "nexo_solicitudes_created_idx" ON "nexo_solicitudes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visitas_negocio_fecha_idx" ON "visitas" USING btree ("negocio_id","fecha");--> statement-breakpoint
CREATE INDEX "visitas_cliente_negocio_fecha_idx" ON "visitas" USING btree ("cliente_id","negocio_id","fecha");--> statement-breakpoint
CREATE INDEX "visitas_nexo_fecha_idx" ON "visitas" USING btree ("nexo_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "visitas_codigo_una_vez_idx" ON "visitas" USING btree ("cliente_id","codigo_paso") WHERE "visitas"."codigo_paso" is not null;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_codigo_handle_unique" UNIQUE("codigo_handle");