CREATE TABLE "codigos_usados" (
	"cliente_id" uuid NOT NULL,
	"paso" bigint NOT NULL,
	"negocio_id" uuid NOT NULL,
	"usado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codigos_usados_cliente_id_paso_pk" PRIMARY KEY("cliente_id","paso")
);
--> statement-breakpoint
ALTER TABLE "codigos_usados" ADD CONSTRAINT "codigos_usados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_usados" ADD CONSTRAINT "codigos_usados_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_usados_usado_idx" ON "codigos_usados" USING btree ("usado_at");--> statement-breakpoint
INSERT INTO "codigos_usados" ("cliente_id", "paso", "negocio_id", "usado_at")
	SELECT "cliente_id", "codigo_paso", "negocio_id", "fecha" FROM "visitas"
	WHERE "codigo_paso" IS NOT NULL AND "cliente_id" IS NOT NULL AND "fecha" > now() - interval '2 days'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "visto_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nexos" ADD COLUMN "aviso_sin_conexion_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_accion_check";--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('sesion.iniciada', 'sesion.fallida', 'contrasena.cambiada', 'contrasena.restablecida', 'nexo.vinculado', 'nexo.desvinculado', 'nexo.codigo_generado', 'nexo.sin_conexion', 'promocion.creada', 'promocion.editada', 'promocion.pausada', 'promocion.reanudada', 'promocion.eliminada', 'canje.registrado', 'exportacion.descargada'));
