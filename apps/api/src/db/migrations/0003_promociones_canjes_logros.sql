CREATE TABLE "canjes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"promocion_id" uuid NOT NULL,
	"cliente_id" uuid,
	"establecimiento_id" uuid,
	"nexo_id" uuid,
	"usuario_id" uuid,
	"temporada_id" uuid,
	"codigo_canje_id" uuid,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_local" date NOT NULL,
	"semana" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigos_canje" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"negocio_id" uuid NOT NULL,
	"promocion_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promocion_vistas" (
	"promocion_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	CONSTRAINT "promocion_vistas_promocion_id_cliente_id_fecha_pk" PRIMARY KEY("promocion_id","cliente_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "promociones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"negocio_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"clase" text NOT NULL,
	"nivel_req" smallint DEFAULT 0 NOT NULL,
	"categoria_favorita" text[] DEFAULT '{}' NOT NULL,
	"tipo" text NOT NULL,
	"programa_dia" smallint,
	"programa_inicio" text,
	"programa_fin" text,
	"programa_zona" text,
	"periodo_inicio" date,
	"periodo_fin" date,
	"exclusivo_total" integer,
	"restantes" integer,
	"fecha_limite" date,
	"limite_diario" integer,
	"limite_semanal" integer,
	"limite_total" integer,
	"limite_global" integer,
	"terminos" text,
	"status" boolean DEFAULT true NOT NULL,
	"vistas" integer DEFAULT 0 NOT NULL,
	"usos" integer DEFAULT 0 NOT NULL,
	"creado_por" uuid NOT NULL,
	"eliminada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promociones_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "promociones_clase_check" CHECK ("promociones"."clase" in ('promocion', 'cupon', 'recompensa', 'evento')),
	CONSTRAINT "promociones_tipo_check" CHECK ("promociones"."tipo" in ('regular', 'programa', 'periodo', 'exclusivo')),
	CONSTRAINT "promociones_restantes_check" CHECK ("promociones"."restantes" is null or "promociones"."restantes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "logros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"negocio_id" uuid,
	"tipo" text NOT NULL,
	"valor" integer,
	"clave" text NOT NULL,
	"obtenido_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "visitas_totales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "canjes_totales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "racha_semanas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ultima_semana" integer;--> statement-breakpoint
ALTER TABLE "programas_lealtad" ADD COLUMN "duracion_meses" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporadas" ADD COLUMN "subidas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporadas" ADD COLUMN "bajadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporadas" ADD COLUMN "clientes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporadas" ADD COLUMN "distribucion" jsonb;--> statement-breakpoint
ALTER TABLE "temporadas" ADD COLUMN "cerrada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "nivel_inicio_temporada" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "racha_semanas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "ultima_semana" integer;--> statement-breakpoint
ALTER TABLE "nexo_solicitudes" ADD COLUMN "tipo" text DEFAULT 'visita' NOT NULL;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_establecimiento_id_establecimientos_id_fk" FOREIGN KEY ("establecimiento_id") REFERENCES "public"."establecimientos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_nexo_id_nexos_id_fk" FOREIGN KEY ("nexo_id") REFERENCES "public"."nexos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_temporada_id_temporadas_id_fk" FOREIGN KEY ("temporada_id") REFERENCES "public"."temporadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_codigo_canje_id_codigos_canje_id_fk" FOREIGN KEY ("codigo_canje_id") REFERENCES "public"."codigos_canje"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_canje" ADD CONSTRAINT "codigos_canje_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_canje" ADD CONSTRAINT "codigos_canje_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_canje" ADD CONSTRAINT "codigos_canje_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocion_vistas" ADD CONSTRAINT "promocion_vistas_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocion_vistas" ADD CONSTRAINT "promocion_vistas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logros" ADD CONSTRAINT "logros_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logros" ADD CONSTRAINT "logros_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canjes_promocion_cliente_idx" ON "canjes" USING btree ("promocion_id","cliente_id","fecha_local");--> statement-breakpoint
CREATE INDEX "canjes_negocio_fecha_idx" ON "canjes" USING btree ("negocio_id","fecha");--> statement-breakpoint
CREATE INDEX "canjes_cliente_idx" ON "canjes" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_canje_vivos_idx" ON "codigos_canje" USING btree ("codigo") WHERE "codigos_canje"."usado_at" is null;--> statement-breakpoint
CREATE INDEX "codigos_canje_cliente_idx" ON "codigos_canje" USING btree ("cliente_id","promocion_id");--> statement-breakpoint
CREATE INDEX "promociones_negocio_idx" ON "promociones" USING btree ("negocio_id","created_at") WHERE "promociones"."eliminada_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "logros_cliente_clave_idx" ON "logros" USING btree ("cliente_id","clave");--> statement-breakpoint
CREATE INDEX "logros_cliente_fecha_idx" ON "logros" USING btree ("cliente_id","obtenido_at");