ALTER TABLE "usuarios" ADD COLUMN "acepta_correos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "acepta_correos_at" timestamp with time zone;