// Every error the API can answer with, and the Spanish text a person reads for it. The HTTP status
// of each code lives in the API (apps/api/src/plugins/error-handler.ts); the web app maps codes to
// these same messages when the server sent none.

export const ERROR_MESSAGES = {
  VALIDATION: 'Revisa los datos marcados.',
  BAD_REQUEST: 'La solicitud no es válida.',
  UNAUTHENTICATED: 'Necesitas iniciar sesión.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  NOT_FOUND: 'No encontramos lo que buscas.',
  CONFLICT: 'Ese dato ya existe.',
  PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de envío no admitido.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  CROSS_ORIGIN: 'Solicitud rechazada: origen no permitido.',
  NEWSLETTER_YA_SUSCRITO: 'Este correo ya está suscrito a nuestro boletín.',
  CAPTCHA_INVALIDO: 'ReCAPTCHA fallido, vuelve a intentar',
  CONTRASENA_COMUN: 'Esta contraseña es demasiado común',
  EMAIL_EN_USO: 'Ya existe una cuenta con este correo',
  CREDENCIALES_INVALIDAS: 'Correo o contraseña incorrectos',
  CODIGO_INCORRECTO: 'El código no es correcto',
  CODIGO_EXPIRADO: 'El código expiró o ya no es válido. Pide uno nuevo.',
  YA_VERIFICADO: 'Tu correo ya está verificado',
  NO_VERIFICADO: 'Primero verifica tu correo electrónico',
  IMAGEN_INVALIDA: 'El archivo no es una imagen JPG, PNG o WebP',
  IMAGEN_DEMASIADO_GRANDE: 'La imagen es demasiado grande (máximo 25 megapíxeles)',
  PERFIL_YA_CONFIGURADO: 'Tu perfil ya está configurado',
  PERFIL_INCOMPLETO: 'Primero completa tu perfil',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intenta más tarde.',
  INTERNAL: 'Ocurrió un error inesperado. Intenta de nuevo.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
