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
) {
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
${code === null ? '' : `<p style="margin:0;font-size:34px;font-weight:800;letter-spacing:10px;color:#a3143f;font-family:Menlo,Consolas,monospace">${escape(code)}</p>`}
${button}
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:#57534e">${escape(outro)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafaf9;font-size:12px;color:#78716c">Tarjeto · todas tus tarjetas de lealtad en un solo lugar</td></tr>
</table></td></tr></table></body></html>`;
}

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
  const login = baseUrl ? `${baseUrl.replace(/\/$/, '')}/login` : null;
  return {
    to,
    subject: 'Ya tienes una cuenta en Tarjeto',
    text: `¡Hola!\n\n${intro}\n\n${outro}\n\n${login ? `Inicia sesión: ${login}\n\n` : ''}— Tarjeto`,
    html: layout(
      'Ya tienes una cuenta en Tarjeto',
      intro,
      null,
      outro,
      login ? { href: login, label: 'Iniciar sesión' } : undefined,
    ),
  };
}

/** After a password change from 'Ajustes': the owner hears of it, whoever made it. */
export function passwordChangedMail(to: string, baseUrl: string | null) {
  const intro =
    'La contraseña de tu cuenta de Tarjeto acaba de cambiar. Cerramos la sesión en tus otros dispositivos; en el que hiciste el cambio sigues dentro.';
  const outro =
    'Si no fuiste tú, restablece tu contraseña ahora mismo con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.';
  const olvido = baseUrl ? `${baseUrl.replace(/\/$/, '')}/forgot-password` : null;
  return {
    to,
    subject: 'Tu contraseña de Tarjeto cambió',
    text: `¡Hola!\n\n${intro}\n\n${outro}\n\n${olvido ? `Restablecer contraseña: ${olvido}\n\n` : ''}— Tarjeto`,
    html: layout(
      'Tu contraseña cambió',
      intro,
      null,
      outro,
      olvido ? { href: olvido, label: 'Restablecer contraseña' } : undefined,
    ),
  };
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
  return {
    to,
    subject: 'Tu cuenta de Tarjeto fue eliminada',
    text: `¡Hola!\n\n${intro}\n\n${outro}\n\n— Tarjeto`,
    html: layout('Tu cuenta fue eliminada', intro, null, outro),
  };
}
