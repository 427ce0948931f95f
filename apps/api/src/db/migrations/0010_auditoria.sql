CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"negocio_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"accion" text NOT NULL,
	"actor" text NOT NULL,
	"nexo_id" uuid,
	"canje_id" uuid,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditoria_tipo_check" CHECK ("auditoria"."tipo" in ('sesiones', 'contrasena', 'nexo', 'promociones', 'canjes', 'exportaciones')),
	CONSTRAINT "auditoria_accion_check" CHECK ("auditoria"."accion" in ('sesion.iniciada', 'sesion.fallida', 'contrasena.cambiada', 'contrasena.restablecida', 'nexo.vinculado', 'nexo.desvinculado', 'promocion.creada', 'promocion.editada', 'promocion.pausada', 'promocion.reanudada', 'promocion.eliminada', 'canje.registrado', 'exportacion.descargada')),
	CONSTRAINT "auditoria_actor_check" CHECK ("auditoria"."actor" in ('dueno', 'nexo', 'sistema'))
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_negocio_id_negocios_id_fk" FOREIGN KEY ("negocio_id") REFERENCES "public"."negocios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_negocio_idx" ON "auditoria" USING btree ("negocio_id","creado_at","id");--> statement-breakpoint
CREATE INDEX "auditoria_negocio_tipo_idx" ON "auditoria" USING btree ("negocio_id","tipo","creado_at","id");--> statement-breakpoint
-- Append-only: once written, an event is never changed or removed. The one exception is the
-- foreign key's cascade when the whole business account is deleted (privacidad): by then its
-- negocios row is gone, and its activity goes with it. A direct DELETE of a business's events
-- while the business exists, any UPDATE and any TRUNCATE are refused.
CREATE FUNCTION "auditoria_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "negocios" n WHERE n."id" = OLD."negocio_id") THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'auditoria is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_solo_agregar_trg" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_agregar"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_truncate_trg" BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_agregar"();
