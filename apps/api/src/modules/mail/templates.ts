import { VERIFICATION_CODE_LENGTH } from '@tarjeto/shared';

// Spanish account mails with Tarjeto's look: rubí header, the code large and spaced, a plain-text
// twin for every HTML body. Inline styles only — mail clients ignore stylesheets.

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  title: string,
  intro: string,
  code: string | null,
  outro: string,
  link?: { href: string; label: string },
  lista?: readonly string[],
) {
  const items = lista?.length
    ? `<ul style="margin:0 0 4px;padding:0 0 0 20px;font-size:15px;line-height:1.5;color:#1c1917">${lista.map((l) => `<li style="margin:0 0 8px">${escape(l)}</li>`).join('')}</ul>`
    : '';
  const button = link
    ? `<p style="margin:24px 0 0"><a href="${escape(link.href)}" style="display:inline-block;background:#a3143f;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:12px">${escape(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e7e5e4">
<tr><td style="background:#a3143f;background-image:linear-gradient(135deg,#c2185b,#6d112e);padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:-0.5px">tarjeto</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">${escape(title)}</h1>
<p style="margin:0 0 20px;font-size:16px;line-height:1.5;color:#44403c">${escape(intro)}</p>
${items}
${code === null ? '' : `<p style="margin:0;font-size:34px;font-weight:800;letter-spacing:10px;color:#a3143f;font-family:Menlo,Consolas,monospace">${escape(code)}</p>`}
${button}
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:#57534e">${escape(outro)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafaf9;font-size:12px;color:#78716c">Tarjeto · todas tus tarjetas de lealtad en un solo lugar</td></tr>
</table></td></tr></table></body></html>`;
}

/** An address of the app from its public one, or null when the server has none. */
const enlaceDeLaApp = (baseUrl: string | null, ruta: string) =>
  baseUrl ? `${baseUrl.replace(/\/$/, '')}${ruta}` : null;

/**
 * A notice to an account: a greeting, what happened, what to do, and maybe a link (a button in
 * the HTML; `texto` names it in the plain-text twin when the button's words do not fit there).
 */
function noticeMail(
  to: string,
  m: {
    subject: string;
    title: string;
    intro: string;
    outro: string;
    enlace?: { href: string | null; label: string; texto?: string };
  },
) {
  const { href, label, texto = label } = m.enlace ?? { href: null, label: '' };
  return {
    to,
    subject: m.subject,
    text: `¡Hola!\n\n${m.intro}\n\n${m.outro}\n\n${href ? `${texto}: ${href}\n\n` : ''}— Tarjeto`,
    html: layout(m.title, m.intro, null, m.outro, href ? { href, label } : undefined),
  };
}

/** The way back in when the password may be someone else's: the forgot-password screen. */
const restablecer = (baseUrl: string | null) => ({
  href: enlaceDeLaApp(baseUrl, '/forgot-password'),
  label: 'Restablecer contraseña',
});

export function verificationMail(to: string, code: string) {
  const intro = `Usa este código de ${VERIFICATION_CODE_LENGTH} dígitos para verificar tu correo en Tarjeto. Vence en 15 minutos.`;
  const outro = 'Si no creaste una cuenta en Tarjeto, ignora este correo.';
  return {
    to,
    subject: `${code} es tu código de verificación de Tarjeto`,
    text: `¡Hola!\n\n${intro}\n\n    ${code}\n\n${outro}\n\n— Tarjeto`,
    html: layout('Verifica tu correo', intro, code, outro),
  };
}

export function resetMail(to: string, code: string, resetUrl: string | null) {
  const intro =
    'Recibimos una solicitud para restablecer tu contraseña. Usa este código; vence en 15 minutos.';
  const outro = 'Si no la pediste tú, ignora este correo: tu contraseña sigue igual.';
  return {
    to,
    subject: 'Restablece tu contraseña de Tarjeto',
    text: `¡Hola!\n\n${intro}\n\n    ${code}\n\n${resetUrl ? `O abre este enlace: ${resetUrl}\n\n` : ''}${outro}\n\n— Tarjeto`,
    html: layout(
      'Restablece tu contraseña',
      intro,
      code,
      outro,
      resetUrl ? { href: resetUrl, label: 'Restablecer contraseña' } : undefined,
    ),
  };
}

/**
 * To the owner of an address someone tried to sign up with again. Signup answers such a request
 * exactly as a new one (so it reveals nobody's account); the owner hears about it here instead.
 */
export function signupAttemptMail(to: string, baseUrl: string | null) {
  const intro =
    'Alguien intentó crear una cuenta de Tarjeto con este correo, pero ya tienes una. No creamos otra ni cambiamos nada.';
  const outro =
    'Si fuiste tú, inicia sesión con tu contraseña o restablécela si no la recuerdas. Si no fuiste tú, ignora este correo: tu cuenta sigue igual.';
  return noticeMail(to, {
    subject: 'Ya tienes una cuenta en Tarjeto',
    title: 'Ya tienes una cuenta en Tarjeto',
    intro,
    outro,
    enlace: {
      href: enlaceDeLaApp(baseUrl, '/login'),
      label: 'Iniciar sesión',
      texto: 'Inicia sesión',
    },
  });
}

/** After a password change from 'Ajustes': the owner hears of it, whoever made it. */
export function passwordChangedMail(to: string, baseUrl: string | null) {
  const intro =
    'La contraseña de tu cuenta de Tarjeto acaba de cambiar. Cerramos la sesión en tus otros dispositivos; en el que hiciste el cambio sigues dentro.';
  const outro =
    'Si no fuiste tú, restablece tu contraseña ahora mismo con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.';
  return noticeMail(to, {
    subject: 'Tu contraseña de Tarjeto cambió',
    title: 'Tu contraseña cambió',
    intro,
    outro,
    enlace: restablecer(baseUrl),
  });
}

/**
 * The last mail an account gets: its deletion is done (DOMAIN §8). A business's names it
 * (`nombreComercial`); a customer's (null) says what stays with the businesses, tied to nobody.
 */
export function accountDeletedMail(to: string, nombreComercial: string | null) {
  const intro =
    nombreComercial === null
      ? 'Eliminamos tu cuenta de Tarjeto y tus datos: tu perfil, tu foto, tus tarjetas y tus logros. Tus visitas y canjes siguen contando en las estadísticas de cada negocio, sin tu nombre ni nada que te identifique.'
      : `Eliminamos tu cuenta de Tarjeto y los datos de ${nombreComercial}: perfil, establecimientos, promociones, tarjetas de tus clientes, visitas y canjes. Tus Nexos quedaron desvinculados.`;
  const outro =
    'No guardamos una copia. Si fue un error, puedes crear una cuenta nueva cuando quieras; gracias por usar Tarjeto.';
  return noticeMail(to, {
    subject: 'Tu cuenta de Tarjeto fue eliminada',
    title: 'Tu cuenta fue eliminada',
    intro,
    outro,
  });
}

/**
 * To the owner when a Nexo that used to report has been silent for half an hour while the shop is
 * open (DOMAIN §10): once per silence, with what to check and where to see it.
 */
export function nexoSinConexionMail(
  to: string,
  aviso: { nexo: string; establecimiento: string; desde: string; enlace: string | null },
) {
  const title = `Tu Nexo ${aviso.nexo} está sin conexión`;
  const intro = `El Nexo ${aviso.nexo} de ${aviso.establecimiento} no se ha comunicado con Tarjeto desde el ${aviso.desde}, en tu horario de atención. Mientras siga así, no registra las visitas de tus clientes.`;
  const outro =
    'Revisa que el dispositivo esté encendido, con la página del Nexo abierta y conectado a internet. Si vuelve a quedarse sin conexión más adelante, te avisaremos otra vez.';
  return noticeMail(to, {
    subject: title,
    title,
    intro,
    outro,
    enlace: { href: aviso.enlace, label: 'Ver tu Nexo' },
  });
}

const ROLES_EN_CORREO: Record<string, string> = {
  dueno: 'dueño',
  encargado: 'encargado',
  cajero: 'cajero',
};

/** An invitation to a business's team: a single-use link where the person sets a password. */
export function invitacionEquipoMail(
  to: string,
  nombre: string,
  negocio: string,
  rol: string,
  enlace: string,
) {
  const intro = `Hola, ${nombre}: ${negocio} te invitó a su equipo en Tarjeto como ${ROLES_EN_CORREO[rol] ?? rol}. Crea tu contraseña con el botón de abajo; el enlace sirve una sola vez y vence en 7 días.`;
  const outro =
    'Después, crea tu PIN de 4 a 6 dígitos en tu perfil: con él dices «soy yo» en el Nexo del mostrador. Si no esperabas esta invitación, ignora este correo.';
  return {
    to,
    subject: `${negocio} te invitó a su equipo en Tarjeto`,
    text: `${intro}\n\nAceptar la invitación: ${enlace}\n\n${outro}\n\n— Tarjeto`,
    html: layout('Te invitaron a un equipo', intro, null, outro, {
      href: enlace,
      label: 'Aceptar invitación',
    }),
  };
}

/** The owner hears of every change in their team, whoever made it (DOMAIN §10). */
export function cambioEquipoMail(to: string, negocio: string, cambio: string) {
  const intro = `Hubo un cambio en el equipo de ${negocio}: ${cambio}`;
  const outro =
    'Lo ves en Ajustes → Equipo y en la Actividad de la cuenta. Si no fuiste tú, cambia tu contraseña ahora mismo.';
  return noticeMail(to, {
    subject: `Cambio en el equipo de ${negocio}`,
    title: 'Cambio en tu equipo',
    intro,
    outro,
  });
}

/**
 * The owner's second factor went on or off (issue 25 part B): they hear of it, whoever did it —
 * turning it off is what someone holding the password and the phone for a moment would do.
 */
export function segundoFactorMail(to: string, activado: boolean, baseUrl: string | null) {
  const intro = activado
    ? 'Activaste la verificación en dos pasos en tu cuenta de Tarjeto: para iniciar sesión te pediremos tu contraseña y el código de tu app de autenticación. Cerramos la sesión en tus otros dispositivos.'
    : 'La verificación en dos pasos de tu cuenta de Tarjeto se desactivó: para iniciar sesión basta otra vez tu contraseña. Tus códigos de recuperación ya no sirven.';
  const outro = activado
    ? 'Guarda tus códigos de recuperación en un lugar seguro: cada uno sirve una vez si pierdes tu teléfono. Si no fuiste tú, cambia tu contraseña ahora mismo.'
    : 'Si no fuiste tú, cambia tu contraseña ahora mismo y vuelve a activarla en Ajustes.';
  return noticeMail(to, {
    subject: activado
      ? 'Activaste la verificación en dos pasos'
      : 'Se desactivó la verificación en dos pasos',
    title: activado
      ? 'Verificación en dos pasos activada'
      : 'Verificación en dos pasos desactivada',
    intro,
    outro,
    enlace: {
      href: enlaceDeLaApp(baseUrl, '/negocio-dashboard/ajustes'),
      label: 'Abrir Ajustes',
      texto: 'Ajustes',
    },
  });
}

/**
 * Someone gave the owner's right password and then a wrong second-factor code (at most one a
 * while): the password is known to someone, and the owner should change it.
 */
export function segundoFactorFallidoMail(to: string, baseUrl: string | null) {
  const intro =
    'Alguien escribió correctamente la contraseña de tu cuenta de Tarjeto, pero no el código de tu app de autenticación, así que no entró.';
  const outro =
    'Si fuiste tú, no tienes que hacer nada. Si no, quien lo intentó conoce tu contraseña: cámbiala cuanto antes con «¿Olvidaste tu contraseña?» o en Ajustes.';
  return noticeMail(to, {
    subject: 'Intento de inicio de sesión en tu cuenta de Tarjeto',
    title: 'Un intento de inicio de sesión',
    intro,
    outro,
    enlace: restablecer(baseUrl),
  });
}

/**
 * The owner's daily digest of what looked wrong at the counter (DOMAIN §10): one mail the morning
 * after a day with alerts, each at its time on the business's clock.
 */
export function resumenAlertasMail(
  to: string,
  resumen: {
    negocio: string;
    /** 'sábado 21 de noviembre' */
    dia: string;
    alertas: ReadonlyArray<{ hora: string; texto: string }>;
    enlace: string | null;
  },
) {
  const n = resumen.alertas.length;
  const title = `${n === 1 ? '1 alerta' : `${n} alertas`} en ${resumen.negocio} el ${resumen.dia}`;
  const intro = `Tarjeto revisa tu mostrador cada pocos minutos. Esto es lo que se vio raro el ${resumen.dia}:`;
  const outro =
    'Una alerta no es una acusación: es algo que vale la pena revisar con tu equipo. Las ves todas en Ajustes → Actividad de la cuenta, con el filtro «Alertas». Solo te escribimos los días que hay alguna.';
  const lineas = resumen.alertas.map((a) => `${a.hora} · ${a.texto}`);
  return {
    to,
    subject: title,
    text: `¡Hola!\n\n${intro}\n\n${lineas.map((l) => `- ${l}`).join('\n')}\n\n${outro}\n\n${resumen.enlace ? `Ver las alertas: ${resumen.enlace}\n\n` : ''}— Tarjeto`,
    html: layout(
      title,
      intro,
      null,
      outro,
      resumen.enlace ? { href: resumen.enlace, label: 'Ver las alertas' } : undefined,
      lineas,
    ),
  };
}

/**
 * A business's message to a customer who accepted its avisos (DOMAIN §12): the text, the
 * promotion it brings, the card, and a one-step way out — in the body and as List-Unsubscribe
 * with one-click List-Unsubscribe-Post (RFC 8058), which mail apps show as their own button.
 */
export function avisoMail(
  to: string,
  m: {
    id: string;
    negocio: string;
    texto: string;
    promocion: string | null;
    tarjetaUrl: string | null;
    bajaUrl: string | null;
    bajaApiUrl: string | null;
    dominio: string;
  },
) {
  const outro = `Recibes este correo porque aceptaste los avisos de ${m.negocio} en Tarjeto.`;
  const baja = m.bajaUrl ? `Dejar de recibir avisos de ${m.negocio}: ${m.bajaUrl}` : '';
  const promo = m.promocion ? `Te espera: ${m.promocion}` : null;
  const html = layout(
    m.negocio,
    m.texto,
    null,
    outro,
    m.tarjetaUrl ? { href: m.tarjetaUrl, label: 'Ver mi tarjeta' } : undefined,
    promo ? [promo] : undefined,
  ).replace(
    '<tr><td style="padding:16px 28px;background:#fafaf9;font-size:12px;color:#78716c">',
    `<tr><td style="padding:16px 28px;background:#fafaf9;font-size:12px;color:#78716c">${
      m.bajaUrl
        ? `<a href="${escape(m.bajaUrl)}" style="color:#57534e">Dejar de recibir avisos de ${escape(m.negocio)}</a><br>`
        : ''
    }`,
  );
  const headers: Record<string, string> = m.bajaApiUrl
    ? {
        'List-Unsubscribe': `<${m.bajaApiUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return {
    to,
    subject: `${m.negocio}: ${m.texto.length > 60 ? `${m.texto.slice(0, 57).trimEnd()}…` : m.texto}`,
    text: `${m.texto}\n\n${promo ? `${promo}\n\n` : ''}${m.tarjetaUrl ? `Tu tarjeta: ${m.tarjetaUrl}\n\n` : ''}${outro}\n${baja}\n\n— ${m.negocio} en Tarjeto`,
    html,
    messageId: `<aviso-${m.id}@${m.dominio}>`,
    headers,
  };
}
