import type { TipoPerfil } from './answers.ts';

// What each step asks, in Tarjeto's voice (BRAND.md: tú, warm and short). The photo headings are
// the spec's (SPEC §2) for customers, and its business variant.

export interface StepCopy {
  titulo: string;
  descripcion: string;
}

export const COPY_CLIENTE: Record<string, StepCopy> = {
  nombre: { titulo: '¿Cómo te llamas?', descripcion: 'Así te saludarán en tus lugares favoritos.' },
  foto: {
    titulo: 'Sube una foto de ti, no te vamos a criticar',
    descripcion: 'Así te reconocerán en el mostrador. Es opcional: si prefieres, toca Omitir.',
  },
  edad: {
    titulo: '¿Cuántos años tienes?',
    descripcion: 'Nos ayuda a mostrarte promociones que van contigo.',
  },
  genero: {
    titulo: '¿Con qué género te identificas?',
    descripcion: 'Elige la opción con la que te sientas mejor.',
  },
  ciudad: { titulo: '¿En qué ciudad vives?', descripcion: 'Te mostraremos lugares cerca de ti.' },
  codigoPostal: {
    titulo: '¿Cuál es tu código postal?',
    descripcion: 'Con él encontramos las promociones de tu zona.',
  },
  categorias: {
    titulo: '¿Qué se te antoja?',
    descripcion: 'Elige tus categorías favoritas y te avisaremos de lo que te va a encantar.',
  },
};

export const COPY_NEGOCIO: Record<string, StepCopy> = {
  nombreComercial: {
    titulo: '¿Cómo se llama tu negocio?',
    descripcion: 'Es el nombre que verán tus clientes en su tarjeta.',
  },
  foto: {
    titulo: 'Sube el logo o una foto de tu negocio',
    descripcion: 'Aparecerá en la tarjeta de tus clientes. Es opcional: si prefieres, toca Omitir.',
  },
  rfc: {
    titulo: '¿Cuál es el RFC de tu negocio?',
    descripcion: '12 caracteres si es persona moral, 13 si es persona física.',
  },
  categorias: {
    titulo: '¿Qué tipo de negocio es?',
    descripcion: 'Tus clientes te encontrarán por estas categorías.',
  },
  gradient: {
    titulo: 'Elige el estilo de tu tarjeta',
    descripcion: 'Así se verá tu tarjeta de lealtad en el celular de tus clientes.',
  },
  sitioWeb: {
    titulo: '¿Tienes sitio web?',
    descripcion: 'Es opcional. Si no tienes, déjalo vacío y sigue.',
  },
  redes: {
    titulo: '¿Dónde te encuentran en redes?',
    descripcion: 'Todas son opcionales. Pega el enlace a tu página o perfil.',
  },
  establecimiento: {
    titulo: '¿Dónde está tu establecimiento principal?',
    descripcion: 'Así llegarán tus clientes a tu puerta.',
  },
  rangoPrecios: {
    titulo: '¿Cuánto gasta en promedio cada cliente?',
    descripcion: 'Ayuda a tus clientes a saber qué esperar.',
  },
  personalTotal: {
    titulo: '¿Cuántas personas trabajan contigo?',
    descripcion: 'Cuéntate tú también. Desliza hasta el número que más se acerque.',
  },
  horario: {
    titulo: '¿Cuál es tu horario?',
    descripcion: 'Elige un horario sugerido o ajusta cada día.',
  },
  adicional: {
    titulo: 'Cuéntanos un poco más',
    descripcion: 'Todo aquí es opcional, y lo puedes cambiar después.',
  },
};

export const copyOf = (tipo: TipoPerfil, stepId: string): StepCopy =>
  (tipo === 'cliente' ? COPY_CLIENTE : COPY_NEGOCIO)[stepId] ?? { titulo: '', descripcion: '' };
