import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CLASES_PROMO, tituloTipoPromo } from '@tarjeto/shared';
import { CLASES } from '../features/promociones/lib/copy.ts';
import { TypeChoice } from '../features/setup-profile/components/type-choice.tsx';

// Issue 26 B9: Spanish writes headings and labels in sentence case — 'Horas pico', 'Fecha de
// registro' — not English Title Case ('Horas Pico'). This reads every string and JSX text of the
// web app (comments left out) and flags a run of capitalised words after the first, unless each is
// a proper noun (the brand, its Nexo, the levels, the app's sections as names) or the run is one
// the spec quotes verbatim, or a name (people, places, businesses, laws, products).

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Words that keep their capital anywhere: names of things in Tarjeto. */
const NOMBRES_PROPIOS = new Set([
  'Tarjeto',
  'Nexo',
  'Nexos',
  'Bronce',
  'Plata',
  'Oro',
  'Rubí',
  'Rubi',
  // The app's sections, named as places to go ('En Ajustes', 'Ir a Nexo', 'Muestra Mi código').
  'Inicio',
  'Ofertas',
  'Logros',
  'Lugares',
  'Ajustes',
  'Estadísticas',
  'Programa',
  'Clientes',
  'Actividad',
  'Equipo',
  'Editar',
  'Mi',
  // The phone wallets and their makers (DOMAIN §11), and the country.
  'Google',
  'Apple',
  'Wallet',
  'México',
]);

/** Runs written as they are on purpose. */
const FRASES_PERMITIDAS = [
  // SPEC §2 and §8 quote these, capitals and all.
  'Perfil Incompleto',
  'Ofertas Activas',
  'Promoción Activa',
  'Guardar Cambios',
  'Generar Código',
  'Ofertas y Promociones',
  // People, businesses and branches of the examples and the demo.
  'Ana María López',
  'Ana López',
  'Mariana López',
  'Carlos Pérez',
  'Guadalupe Ríos',
  'Ramón Cuichi',
  'Tacos Cuichi Centro',
  'Tacos Cuichi',
  'Café Lupita',
  'Café La Esquina',
  'Café La Perlita',
  'Mariscos La Perlita',
  'Panadería La Espiga',
  'Taquería Don Chuy',
  'Sucursal Centro',
  // Places.
  'Ciudad de México',
  'Estado de México',
  'Hecho en México',
  'Baja California Sur',
  'Baja California',
  'Nuevo León',
  'Quintana Roo',
  'San Luis Potosí',
  'Álvaro Obregón',
  'Estados Unidos Mexicanos',
  // Laws and authorities the legal pages name.
  'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
  'Ley Federal de Protección de Datos Personales',
  'Ley Federal de Protección',
  'Posesión de los Particulares',
  'Procuraduría Federal del Consumidor',
  'Federal del Consumidor',
  'Registro Público para Evitar Publicidad',
  'Registro Federal de Contribuyentes',
  'Secretaría Anticorrupción y Buen',
  // Products.
  'Google Authenticator',
  'Microsoft Authenticator',
  'Authenticator',
  'Google Sheets',
  'Google Wallet',
  'Excel',
  'Chrome',
  'Safari',
];

const PALABRA = '[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+';
const ENLACE =
  '(?:de|del|la|las|el|los|y|e|o|a|al|en|por|para|con|sin|tu|tus|su|sus|mi|mis|un|una)';
const RACHA = new RegExp(`(?<![\\w./-])${PALABRA}(?: (?:${ENLACE} )*${PALABRA})+(?![\\w/])`, 'gu');

function fuentes(dir: string, out: string[] = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test') fuentes(p, out);
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.|test-fixtures|test-utils|\.d\.ts$/.test(e.name))
      out.push(p);
  }
  return out;
}

/** The file without its comments (kept line for line, so findings point at the right line). */
const sinComentarios = (s: string) =>
  s
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, (_m, antes: string) => antes);

/** Capitalised words after the first of a run that are not allowed there. */
function mayusculasDeMas(texto: string): string[] {
  const hallazgos: string[] = [];
  for (const m of texto.matchAll(RACHA)) {
    let resto = m[0];
    for (const f of FRASES_PERMITIDAS) resto = resto.replaceAll(f, 'x');
    const [, ...siguientes] = resto.split(' ');
    if (siguientes.some((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w) && !NOMBRES_PROPIOS.has(w)))
      hallazgos.push(m[0]);
  }
  return hallazgos;
}

describe('Spanish sentence case in the web app', () => {
  it('tells Title Case from sentence case and names', () => {
    expect(mayusculasDeMas("titulo: 'Horas Pico'")).toEqual(['Horas Pico']);
    expect(mayusculasDeMas('<dt>Fecha Registro</dt>')).toEqual(['Fecha Registro']);
    expect(mayusculasDeMas('Información Básica, Límites de Uso')).toEqual([
      'Información Básica',
      'Límites de Uso',
    ]);
    expect(mayusculasDeMas("'Horas pico', 'Ir a Nexo', 'Sube de Bronce a Rubí'")).toEqual([]);
    expect(mayusculasDeMas('Dueña de Café Lupita · Guardar Cambios')).toEqual([]);
  });

  it('writes no heading or label in Title Case (spec quotes and names aside)', () => {
    const hallazgos: string[] = [];
    for (const archivo of fuentes(raiz)) {
      const lineas = sinComentarios(fs.readFileSync(archivo, 'utf8')).split('\n');
      lineas.forEach((linea, i) => {
        for (const h of mayusculasDeMas(linea))
          hallazgos.push(`${path.relative(raiz, archivo)}:${i + 1}: ${h}`);
      });
    }
    expect(hallazgos).toEqual([]);
  });

  it('builds its composed titles in sentence case too (the quick tiles, the type section)', () => {
    const compuestos = CLASES_PROMO.flatMap((c) => [CLASES[c].crear, tituloTipoPromo(c)]);
    expect(compuestos).toContain('Crear promoción');
    expect(compuestos).toContain('Tipo de evento');
    expect(compuestos.flatMap(mayusculasDeMas)).toEqual([]);
  });

  it("says the customer collects visits, not points, on the wizard's first screen", () => {
    render(<TypeChoice onChosen={() => {}} />);
    const cliente = screen.getByRole('radio', { name: 'Soy un cliente' });
    expect(cliente.getAttribute('aria-describedby')).toBeTruthy();
    const texto = document.body.textContent!;
    expect(texto).not.toMatch(/puntos/i);
    expect(texto).toContain('Junta visitas y recibe recompensas');
    cleanup();
  });
});
