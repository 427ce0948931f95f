import { crc32, inflateRawSync } from 'node:zlib';

// A small ZIP reader for the tests (a .pkpass is a ZIP): the central directory's entries, stored
// or deflated, each checked against its CRC-32. No ZIP64, no encryption — neither appears in what
// we read.

/** Every file of the archive by its name. */
export function leerZip(zip: Buffer): Map<string, Buffer> {
  // The end-of-central-directory record: the last 'PK\5\6' (a comment may follow it).
  const fin = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fin < 0) throw new Error('No es un ZIP: falta el fin del directorio central');
  const total = zip.readUInt16LE(fin + 10);
  let p = zip.readUInt32LE(fin + 16);
  const archivos = new Map<string, Buffer>();
  for (let i = 0; i < total; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`Entrada ${i} del directorio dañada`);
    const metodo = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const comprimido = zip.readUInt32LE(p + 20);
    const tamaño = zip.readUInt32LE(p + 24);
    const largoNombre = zip.readUInt16LE(p + 28);
    const largoExtra = zip.readUInt16LE(p + 30);
    const largoComentario = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const nombre = zip.toString('utf8', p + 46, p + 46 + largoNombre);
    p += 46 + largoNombre + largoExtra + largoComentario;

    // The data follows the local header, whose extra field may differ from the central one.
    if (zip.readUInt32LE(local) !== 0x04034b50)
      throw new Error(`${nombre}: encabezado local dañado`);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const datos = zip.subarray(inicio, inicio + comprimido);
    const contenido =
      metodo === 0
        ? Buffer.from(datos)
        : metodo === 8
          ? inflateRawSync(datos)
          : (() => {
              throw new Error(`${nombre}: método de compresión ${metodo} no soportado`);
            })();
    if (contenido.length !== tamaño) throw new Error(`${nombre}: tamaño distinto al declarado`);
    if (crc32(contenido) !== crc) throw new Error(`${nombre}: CRC-32 distinto al declarado`);
    archivos.set(nombre, contenido);
  }
  return archivos;
}
