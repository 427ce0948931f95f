CREATE TABLE "codigos_usados" (
	"cliente_id" uuid NOT NULL,
	"paso" bigint NOT NULL,
	"negocio_id" uuid NOT NULL,
	"usado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_usados_cliente_id_paso_pk" PRIMARY KEY("cliente_id","paso")
);
--> statement-breakpoint
CREATE TABLE "codigos_recuperacion" (
	"usuario_id" uuid NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_at" timestamp with time zone,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_recuperacion_usuario_id_codigo_hash_pk" PRIMARY KEY("usuario_id","codigo_hash")
);
--> statement-breakpoint
CREATE TABLE "miembros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negocio_id" uuid NOT NULL,
	"usuario_id" uuid,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"rol" text NOT NULL,
	"establecimientos" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"invitacion_hash" text,
	"invitacion_vence" timestamp with time zone,
	"pin_hash" text,
	"pin_fallidos" integer DEFAULT 0 NOT NULL,
	"pin_bloqueado_hasta" timestamp with time zone,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"aceptado_at" timestamp with time zone,
	"baja_at" timestamp with time zone,
	CONSTRAINT "miembros_rol_check" CHECK ("miembros"."rol" in ('dueno', 'encargado', 'cajero'))
);
--> statement-breakpoint
CREATE TABLE "resumenes_alertas" (
	"negocio_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"enviado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumenes_alertas_negocio_id_fecha_pk" PRIMARY KEY("negocio_id","fecha")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "totp_secreto" text;
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "totp_activado_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "visto_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "aviso_sin_conexion_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "miembro_actual_id" uuid;
--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "miembro_actual_desde" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "nexo_solicitudes" ADD COLUMN "cliente_id" uuid;
--> statement-breakpoint
ALTER TABLE "visitas" ADD COLUMN "miembro_id" uuid;
--> statement-breakpoint
ALTER TABLE "canjes" ADD COLUMN "miembro_id" uuid;
--> statement-breakpoint
ALTER TABLE "codigos_usados" ADD CONSTRAINT "codigos_usados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "codigos_usados" ADD CONSTRAINT "codigos_usados_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "codigos_recuperacion" ADD CONSTRAINT "codigos_recuperacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "miembros" ADD CONSTRAINT "miembros_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "miembros" ADD CONSTRAINT "miembros_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resumenes_alertas" ADD CONSTRAINT "resumenes_alertas_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "codigos_usados_usado_idx" ON "codigos_usados" USING btree ("usado_at");
--> statement-breakpoint
CREATE INDEX "miembros_negocio_idx" ON "miembros" USING btree ("negocio_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "miembros_usuario_idx" ON "miembros" USING btree ("usuario_id") WHERE "miembros"."usuario_id" is not null and "miembros"."baja_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "miembros_negocio_email_idx" ON "miembros" USING btree ("negocio_id","email") WHERE "miembros"."baja_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "miembros_invitacion_idx" ON "miembros" USING btree ("invitacion_hash") WHERE "miembros"."invitacion_hash" is not null;
--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_miembro_id_miembros_id_fk" FOREIGN KEY ("miembro_id") REFERENCES "public"."miembros"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "canjes" ADD CONSTRAINT "canjes_miembro_id_miembros_id_fk" FOREIGN KEY ("miembro_id") REFERENCES "public"."miembros"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "codigos_usados" ("cliente_id", "paso", "negocio_id", "usado_at")
	SELECT "cliente_id", "codigo_paso", "negocio_id", "fecha" FROM "visitas"
	WHERE "codigo_paso" IS NOT NULL AND "cliente_id" IS NOT NULL AND "fecha" > now() - interval '2 days'
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "miembro_id" uuid;
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_tipo_check";
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_actor_check";
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_tipo_check" CHECK ("auditoria"."tipo" in ('sesiones', 'contrasena', 'nexo', 'promociones', 'canjes', 'exportaciones', 'equipo', 'alertas'));
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('sesion.iniciada', 'sesion.fallida', 'contrasena.cambiada', 'contrasena.restablecida', 'nexo.vinculado', 'nexo.desvinculado', 'nexo.codigo_generado', 'nexo.sin_conexion', 'promocion.creada', 'promocion.editada', 'promocion.pausada', 'promocion.reanudada', 'promocion.eliminada', 'canje.registrado', 'exportacion.descargada', 'equipo.invitado', 'equipo.se_unio', 'equipo.cambiado', 'equipo.baja', 'segundo_factor.activado', 'segundo_factor.desactivado', 'alerta.cliente_frecuente', 'alerta.fuera_de_horario', 'alerta.rafaga', 'alerta.canje_sin_escaneo', 'alerta.codigos_fallidos', 'alerta.revinculaciones'));
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_actor_check" CHECK ("auditoria"."actor" in ('dueno', 'miembro', 'nexo', 'sistema'));
