// Every error the API can answer with, and the Spanish text a person reads for it. The HTTP status
// of each code lives in the API (apps/api/src/plugins/error-handler.ts); the web app maps codes to
// these same messages when the server sent none.

export const ERROR_MESSAGES = {
  VALIDATION: 'Revisa los datos marcados.',
  BAD_REQUEST: 'La solicitud no es válida.',
  UNAUTHENTICATED: 'Necesitas iniciar sesión.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  ROL_SIN_PERMISO: 'Tu rol en este negocio no incluye esta sección. Pídeselo al dueño.',
  INVITACION_INVALIDA:
    'Este enlace de invitación ya se usó o venció. Pide a quien te invitó que te envíe otro.',
  CORREO_CON_CUENTA:
    'Este correo ya tiene una cuenta de Tarjeto. Pide a quien te invitó que use otra dirección.',
  MIEMBRO_YA_INVITADO: 'Ya invitaste a este correo.',
  PIN_INCORRECTO: 'El PIN no es correcto',
  PIN_BLOQUEADO: 'Demasiados PIN incorrectos. Espera 5 minutos o pide ayuda al encargado.',
  SIN_PIN: 'Esta persona aún no tiene PIN. Lo crea en su perfil de Tarjeto.',
  NOT_FOUND: 'No encontramos lo que buscas.',
  CONFLICT: 'Ese dato ya existe.',
  PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de envío no admitido.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  CROSS_ORIGIN: 'Solicitud rechazada: origen no permitido.',
  NEWSLETTER_YA_SUSCRITO: 'Este correo ya está suscrito a nuestro boletín.',
  CAPTCHA_INVALIDO: 'ReCAPTCHA fallido, vuelve a intentar',
  CAPTCHA_REQUERIDO:
    'Por seguridad, confirma que no eres un robot y vuelve a intentar iniciar sesión.',
  CONTRASENA_COMUN: 'Esta contraseña es demasiado común',
  CREDENCIALES_INVALIDAS: 'Correo o contraseña incorrectos',
  CONTRASENA_ACTUAL_INCORRECTA: 'La contraseña no es correcta',
  CONTRASENA_REQUERIDA: 'Confirma tu contraseña para descargar los datos de tu negocio.',
  CODIGO_INCORRECTO: 'El código no es correcto',
  CODIGO_EXPIRADO: 'El código expiró o ya no es válido. Pide uno nuevo.',
  CODIGO_NO_VALIDO: 'El código no es válido o ya expiró. Revisa tu correo o pide uno nuevo.',
  SEGUNDO_FACTOR_INCORRECTO: 'El código no es correcto o ya se usó.',
  SEGUNDO_FACTOR_VENCIDO: 'Tu inicio de sesión expiró. Escribe de nuevo tu correo y tu contraseña.',
  SEGUNDO_FACTOR_ACTIVO: 'La verificación en dos pasos ya está activada.',
  SEGUNDO_FACTOR_INACTIVO: 'La verificación en dos pasos no está activada.',
  SEGUNDO_FACTOR_NO_INICIADO:
    'Primero empieza la configuración: escanea el código QR con tu app de autenticación.',
  YA_VERIFICADO: 'Tu correo ya está verificado',
  NO_VERIFICADO: 'Primero verifica tu correo electrónico',
  IMAGEN_INVALIDA: 'El archivo no es una imagen JPG, PNG o WebP',
  IMAGEN_DEMASIADO_GRANDE: 'La imagen es demasiado grande (máximo 25 megapíxeles)',
  PERFIL_YA_CONFIGURADO: 'Tu perfil ya está configurado',
  PERFIL_INCOMPLETO: 'Primero completa tu perfil',
  NEXO_CODIGO_INVALIDO:
    'El código de vinculación no es válido o ya expiró. Genera uno nuevo en tu panel de Tarjeto.',
  NEXO_YA_VINCULADO: 'Este establecimiento ya tiene un Nexo vinculado. Desvincúlalo primero.',
  NEXO_NO_VINCULADO: 'Este Nexo ya no está vinculado. Vincúlalo de nuevo con un código nuevo.',
  CODIGO_CLIENTE_INVALIDO:
    "Código no válido o vencido. Pide al cliente que abra 'Mi código' de nuevo.",
  CODIGO_CLIENTE_USADO: 'Este código ya se usó. Pide al cliente que muestre su código actual.',
  ESCANEO_FUERA_DE_VENTANA:
    'Este escaneo es de hace más de 24 horas (o del futuro) y ya no puede registrarse.',
  // A canje refused is read at the counter, by the staff and the customer together: the words
  // name "este cliente", never "tú".
  PROMO_INACTIVA: 'Esta promoción no está activa.',
  PROMO_FUERA_DE_PERIODO: 'Esta promoción todavía no empieza.',
  PROMO_VENCIDA: 'Esta promoción ya terminó.',
  PROMO_SIN_EXISTENCIAS: 'Ya no quedan existencias de esta promoción.',
  PROMO_LIMITE_GLOBAL: 'Esta promoción alcanzó su límite de usos.',
  PROMO_NIVEL_INSUFICIENTE: 'El nivel de este cliente todavía no alcanza para esta promoción.',
  PROMO_FUERA_DE_HORARIO: 'Esta promoción no es válida a esta hora.',
  PROMO_LIMITE_TOTAL: 'Este cliente ya usó esta promoción todas las veces permitidas.',
  PROMO_LIMITE_SEMANAL: 'Este cliente ya usó esta promoción las veces permitidas esta semana.',
  PROMO_LIMITE_DIARIO: 'Este cliente ya usó esta promoción las veces permitidas hoy.',
  CODIGO_CANJE_INVALIDO: 'El código de canje no es válido o ya venció. Pide al cliente uno nuevo.',
  CANJE_TOKEN_INVALIDO: 'Vuelve a escanear el código del cliente para canjear.',
  NEGOCIO_CODIGO_DESCONOCIDO:
    'No encontramos ningún negocio con ese código. Revísalo e inténtalo de nuevo.',
  TARJETA_YA_EN_CARTERA: 'Ese lugar ya está en tu cartera.',
  CARTERA_NO_DISPONIBLE: 'Agregar tarjetas a la cartera del teléfono no está disponible por ahora.',
  CARTERA_NO_RESPONDE:
    'No pudimos preparar tu tarjeta para la cartera del teléfono. Intenta de nuevo en un momento.',
  CAMPANA_YA_ENVIADA: 'Esa campaña ya salió: no se puede cancelar.',
  AVISO_DESCONOCIDO: 'Este enlace para dejar de recibir avisos ya no es válido.',
  PUSH_NO_VALIDO: 'Este navegador dio una suscripción que no podemos usar para avisos.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intenta más tarde.',
  // The database is restarting or unreachable. A retry in a few seconds (Retry-After) will likely
  // work; a device retries with the same idempotency key, so a write that did land counts once.
  BASE_NO_DISPONIBLE:
    'No podemos guardar ni consultar datos en este momento. Intenta de nuevo en unos segundos.',
  INTERNAL: 'Ocurrió un error inesperado. Intenta de nuevo.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
