CREATE TABLE "sesiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sesiones_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text,
	"email" text NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"tipo_usuario" text,
	"verificado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_tipo_usuario_check" CHECK ("usuarios"."tipo_usuario" in ('Cliente', 'Negocio')),
	CONSTRAINT "usuarios_email_lower_check" CHECK ("usuarios"."email" = lower("usuarios"."email"))
);
--> statement-breakpoint
CREATE TABLE "fotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid,
	"mime" text NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"nombre" text NOT NULL,
	"edad" integer NOT NULL,
	"genero" text NOT NULL,
	"ciudad" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"categoria_favorita" text[] NOT NULL,
	"foto_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "clientes_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "establecimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"ciudad" text NOT NULL,
	"estado" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"zona" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negocios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"slug" text NOT NULL,
	"codigo" text NOT NULL,
	"nombre_comercial" text NOT NULL,
	"rfc" text,
	"foto_id" uuid,
	"zona_horaria" text DEFAULT 'America/Mexico_City' NOT NULL,
	"categoria" text[] NOT NULL,
	"gradient" text DEFAULT 'rubi' NOT NULL,
	"color" text,
	"sitio_web" text,
	"redes_sociales" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rango_precios" text,
	"personal_total" integer,
	"horario_operacion" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numero_platos_principales" integer,
	"presupuesto_marketing" integer,
	"historia_negocio" text,
	"valor_diferenciador" text,
	"enfoque_mercado" text,
	"numero_clientes_diarios" integer DEFAULT 0 NOT NULL,
	"calificacion_promedio" numeric(2, 1) DEFAULT '0' NOT NULL,
	"visitas_totales" integer DEFAULT 0 NOT NULL,
	"clientes_unicos" integer DEFAULT 0 NOT NULL,
	"destacado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negocios_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "negocios_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "negocios_slug_unique" UNIQUE("slug"),
	CONSTRAINT "negocios_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "negocios_gradient_check" CHECK ("negocios"."gradient" in ('dorado', 'azul', 'rubi', 'rosa'))
);
--> statement-breakpoint
CREATE TABLE "programas_lealtad" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"niveles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programas_lealtad_negocio_id_unique" UNIQUE("negocio_id")
);
--> statement-breakpoint
CREATE TABLE "temporadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"duracion_meses" integer NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"visitas_totales" integer DEFAULT 0 NOT NULL,
	"promociones_canjeadas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_suscripciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"origen" text DEFAULT 'landing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_suscripciones_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "captcha_usados" (
	"firma" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"proposito" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"clave" text PRIMARY KEY NOT NULL,
	"conteo" integer NOT NULL,
	"ventana_inicio" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretos" (
	"nombre" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_foto_id_fotos_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."fotos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD CONSTRAINT "establecimientos_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negocios" ADD CONSTRAINT "negocios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negocios" ADD CONSTRAINT "negocios_foto_id_fotos_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."fotos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas_lealtad" ADD CONSTRAINT "programas_lealtad_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporadas" ADD CONSTRAINT "temporadas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos" ADD CONSTRAINT "codigos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sesiones_expires_idx" ON "sesiones" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fotos_usuario_idx" ON "fotos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "establecimientos_negocio_idx" ON "establecimientos" USING btree ("negocio_id");--> statement-breakpoint
CREATE INDEX "negocios_destacado_idx" ON "negocios" USING btree ("destacado");--> statement-breakpoint
CREATE INDEX "temporadas_negocio_idx" ON "temporadas" USING btree ("negocio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temporadas_una_activa_idx" ON "temporadas" USING btree ("negocio_id") WHERE "temporadas"."activa";--> statement-breakpoint
CREATE INDEX "codigos_usuario_proposito_idx" ON "codigos" USING btree ("usuario_id","proposito","created_at");