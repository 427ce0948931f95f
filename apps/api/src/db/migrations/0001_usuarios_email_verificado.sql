ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_email_unique";--> statement-breakpoint
CREATE INDEX "usuarios_email_idx" ON "usuarios" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_verificado_idx" ON "usuarios" USING btree ("email") WHERE "usuarios"."verificado";