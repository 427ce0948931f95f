ALTER TABLE "tarjetas" ALTER COLUMN "primera_visita" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ALTER COLUMN "ultima_visita" DROP NOT NULL;