import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fotos } from '../../db/schema/index.ts';
import type { ProcessedImage } from './image.ts';

export async function insertFoto(db: Db, usuarioId: string, image: ProcessedImage) {
  const [row] = await db
    .insert(fotos)
    .values({
      usuarioId,
      mime: image.mime,
      ancho: image.width,
      alto: image.height,
      bytes: image.bytes,
    })
    .returning({ id: fotos.id });
  return row!.id;
}

export async function findFoto(db: Db, id: string) {
  const [row] = await db.select().from(fotos).where(eq(fotos.id, id)).limit(1);
  return row ?? null;
}

export async function deleteFoto(db: Db, id: string) {
  await db.delete(fotos).where(eq(fotos.id, id));
}
