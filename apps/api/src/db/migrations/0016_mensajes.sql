CREATE TABLE "automatizaciones" (
	"negocio_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"activa" boolean DEFAULT false NOT NULL,
	"texto" text,
	"promocion_id" uuid,
	"activa_desde" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatizaciones_negocio_id_tipo_pk" PRIMARY KEY("negocio_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "campanas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"negocio_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"segmento" jsonb NOT NULL,
	"promocion_id" uuid,
	"programada_para" timestamp with time zone NOT NULL,
	"repartida_at" timestamp with time zone,
	"cancelada_at" timestamp with time zone,
	"creada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campanas_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "correos_rebotados" (
	"cliente_id" uuid PRIMARY KEY NOT NULL,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensajes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"origen" text NOT NULL,
	"campana_id" uuid,
	"clave" text NOT NULL,
	"control" boolean DEFAULT false NOT NULL,
	"texto" text NOT NULL,
	"promocion_id" uuid,
	"enviar_desde" timestamp with time zone NOT NULL,
	"estado" text NOT NULL,
	"canal" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"siguiente_at" timestamp with time zone NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"error" text,
	"enviado_at" timestamp with time zone,
	"entregado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensajes_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "suscripciones_push" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripciones_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "avisos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "avisos_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automatizaciones" ADD CONSTRAINT "automatizaciones_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatizaciones" ADD CONSTRAINT "automatizaciones_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_creada_por_miembros_id_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."miembros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos_rebotados" ADD CONSTRAINT "correos_rebotados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_promocion_id_promociones_id_fk" FOREIGN KEY ("promocion_id") REFERENCES "public"."promociones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones_push" ADD CONSTRAINT "suscripciones_push_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campanas_negocio_idx" ON "campanas" USING btree ("negocio_id","created_at");--> statement-breakpoint
CREATE INDEX "campanas_pendientes_idx" ON "campanas" USING btree ("programada_para") WHERE "campanas"."repartida_at" is null and "campanas"."cancelada_at" is null;--> statement-breakpoint
CREATE INDEX "mensajes_pendientes_idx" ON "mensajes" USING btree ("siguiente_at") WHERE "mensajes"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "mensajes_cliente_idx" ON "mensajes" USING btree ("cliente_id","enviar_desde");--> statement-breakpoint
CREATE INDEX "mensajes_negocio_origen_idx" ON "mensajes" USING btree ("negocio_id","origen","enviar_desde");--> statement-breakpoint
CREATE INDEX "mensajes_campana_idx" ON "mensajes" USING btree ("campana_id");--> statement-breakpoint
CREATE INDEX "suscripciones_push_cliente_idx" ON "suscripciones_push" USING btree ("cliente_id");