import { crearApartado, DocumentoLegal, type EntradaIndice } from './documento-legal.tsx';
import { Correo, EnlaceInterno, H3, Lista, Nota, P } from './prose.tsx';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';

const CORREO_PRIVACIDAD = 'privacidad@tarjeto.mx';

const INDICE = [
  { id: 'responsable', titulo: 'Responsable de tus datos' },
  { id: 'datos', titulo: 'Datos personales que recabamos' },
  { id: 'datos-sensibles', titulo: 'Datos personales sensibles' },
  { id: 'finalidades', titulo: 'Para qué usamos tus datos' },
  { id: 'transferencias', titulo: 'Con quién compartimos tus datos' },
  { id: 'derechos-arco', titulo: 'Tus derechos ARCO' },
  { id: 'revocacion', titulo: 'Revocación del consentimiento' },
  { id: 'limitar-uso', titulo: 'Cómo limitar el uso o la divulgación' },
  { id: 'cookies', titulo: 'Cookies y tecnologías de rastreo' },
  { id: 'seguridad', titulo: 'Medidas de seguridad' },
  { id: 'conservacion', titulo: 'Conservación y eliminación' },
  { id: 'cambios', titulo: 'Cambios a este aviso' },
] as const satisfies readonly EntradaIndice[];

const Apartado = crearApartado(INDICE);

const fuerte = 'font-semibold text-stone-900';

/**
 * /footer/privacidad: Tarjeto's aviso de privacidad integral under Mexico's Ley Federal de
 * Protección de Datos Personales en Posesión de los Particulares (DOMAIN §8). It describes what
 * the product really stores (DOMAIN §2–§6); change it when the product changes what it collects.
 */
export function PrivacidadContent() {
  return (
    <DocumentoLegal
      nombre="Aviso de privacidad integral"
      actualizado="27 de noviembre de 2026"
      actualizadoIso="2026-11-27"
      indice={INDICE}
      intro={
        <>
          <P className="text-lg leading-8">
            En Tarjeto cuidamos tu información como cuidarías la de tu clientela. Este aviso te
            explica, sin letras chiquitas, qué datos personales tratamos, para qué, con quién los
            compartimos y cómo puedes ejercer tus derechos.
          </P>
          <P>
            Lo emitimos en cumplimiento de la Ley Federal de Protección de Datos Personales en
            Posesión de los Particulares (la “Ley”) y demás disposiciones aplicables. Aplica a todas
            las personas que usan Tarjeto: clientes, negocios y el personal que opera un Nexo.
          </P>
        </>
      }
    >
      <Apartado id="responsable">
        <P>
          <strong className={fuerte}>Tarjeto</strong> es responsable del tratamiento de los datos
          personales que recabamos a través de nuestra aplicación web, del modo Nexo y de cualquier
          otro medio relacionado con el servicio.
        </P>
        <P>
          Para cualquier tema relacionado con tus datos personales, incluido este aviso, escríbenos
          a <Correo direccion={CORREO_PRIVACIDAD} />. Nuestro domicilio para oír y recibir
          notificaciones te lo proporcionamos a solicitud, a través de ese mismo correo.
        </P>
      </Apartado>

      <Apartado id="datos">
        <P>
          Recabamos tus datos directamente de ti cuando creas tu cuenta y completas tu perfil, y de
          forma automática cuando usas el servicio. Según cómo uses Tarjeto, tratamos:
        </P>
        <H3>Datos de tu cuenta</H3>
        <Lista>
          <li>Nombre y correo electrónico.</li>
          <li>
            Contraseña, que guardamos siempre cifrada de forma irreversible: nadie en Tarjeto puede
            leerla.
          </li>
          <li>Tipo de cuenta (cliente o negocio) y si ya verificaste tu correo.</li>
        </Lista>
        <H3>Si eres cliente</H3>
        <Lista>
          <li>Nombre completo y foto de perfil.</li>
          <li>Edad y género.</li>
          <li>Ciudad y código postal.</li>
          <li>Categorías de lugares favoritas (por ejemplo, taquería o cafetería).</li>
        </Lista>
        <H3>Si tienes un negocio</H3>
        <Lista>
          <li>Nombre comercial, logotipo o foto, y Registro Federal de Contribuyentes (RFC).</li>
          <li>
            Establecimientos: dirección, ciudad, estado, código postal y zona; horarios de
            operación.
          </li>
          <li>
            Categorías, sitio web, redes sociales, rango de precios, número de empleados y otra
            información comercial que decidas compartirnos.
          </li>
          <li>Configuración de tu programa de lealtad y las promociones que publicas.</li>
        </Lista>
        <H3>Datos que se generan al usar Tarjeto</H3>
        <Lista>
          <li>Visitas: negocio, establecimiento, fecha y hora, y el Nexo que las registró.</li>
          <li>Tus tarjetas: visitas por temporada y totales, nivel, rachas y logros.</li>
          <li>Canjes: promoción, establecimiento, fecha y hora, y quién lo confirmó.</li>
          <li>
            Dispositivos Nexo: identificador, nombre, establecimiento vinculado, fecha de registro,
            último uso y número de visitas registradas.
          </li>
          <li>
            Datos técnicos necesarios para la seguridad: dirección IP, tipo de navegador y registros
            de acceso.
          </li>
        </Lista>
      </Apartado>

      <Apartado id="datos-sensibles">
        <P>
          Tarjeto <strong className={fuerte}>no solicita datos personales sensibles</strong>, como
          los relativos a tu salud, origen étnico, creencias religiosas, opiniones políticas,
          afiliación sindical o preferencia sexual. Tu foto de perfil solo se muestra; no la usamos
          para reconocimiento facial ni para identificarte de forma biométrica.
        </P>
        <P>
          Te pedimos no incluir este tipo de información en tu perfil, en las descripciones de tu
          negocio ni en tus promociones.
        </P>
      </Apartado>

      <Apartado id="finalidades">
        <H3>Finalidades necesarias (primarias)</H3>
        <P>Son indispensables para darte el servicio que nos pides:</P>
        <Lista>
          <li>Crear, verificar y administrar tu cuenta, e iniciar y mantener tu sesión.</li>
          <li>
            Generar tu código QR personal y registrar tus visitas a través del Nexo de cada negocio.
          </li>
          <li>Crear tus tarjetas y calcular tus visitas, niveles, temporadas, rachas y logros.</li>
          <li>Mostrarte las promociones que puedes usar y registrar tus canjes.</li>
          <li>
            Mostrar al negocio que visitas tu nombre, foto, nivel, visitas y canjes en ese negocio,
            para que pueda atenderte y cumplir sus promociones.
          </li>
          <li>
            Si tienes un negocio: publicar tu perfil comercial, vincular tus Nexo, gestionar tus
            promociones y generar tus estadísticas.
          </li>
          <li>
            Enviarte los correos propios del servicio: códigos de verificación, restablecimiento de
            contraseña y avisos importantes sobre tu cuenta.
          </li>
          <li>
            Proteger a Tarjeto y a sus usuarios: prevenir el fraude de visitas y canjes, el abuso y
            los accesos no autorizados.
          </li>
          <li>Atender tus solicitudes, dudas y aclaraciones, y cumplir obligaciones legales.</li>
        </Lista>
        <H3>Finalidades voluntarias (secundarias)</H3>
        <P>No son necesarias para el servicio, pero nos ayudan a darte una mejor experiencia:</P>
        <Lista>
          <li>Enviarte nuestro boletín con novedades, nuevos negocios y promociones.</li>
          <li>
            Recomendarte lugares y promociones según tu ciudad, código postal, edad, género y
            categorías favoritas.
          </li>
          <li>Invitarte a encuestas de opinión sobre Tarjeto.</li>
          <li>
            Elaborar estudios y estadísticas de consumo agregadas, que no te identifican, para
            mejorar el servicio.
          </li>
        </Lista>
        <H3>Avisos de los lugares que aceptaste</H3>
        <P>
          Un negocio donde tienes tarjeta puede enviarte avisos sobre tu tarjeta, tu nivel y sus
          ofertas (por ejemplo, que estás por subir de nivel o que hay una oferta para tu nivel){' '}
          <strong className={fuerte}>solo si tú le dices que sí</strong>: están apagados hasta que
          lo aceptas en su tarjeta o en Ajustes, y puedes apagarlos ahí cuando quieras. Te llegan en
          la tarjeta de la cartera de tu teléfono, como notificación de tu navegador (si la activas)
          o por correo; como máximo uno al día de cada negocio y nunca de noche. Cada aviso trae un
          enlace para <strong className={fuerte}>Dejar de recibir</strong>. El negocio no ve tu
          correo ni tu teléfono: Tarjeto envía el aviso por él. Para las notificaciones guardamos la
          dirección que tu navegador nos da para hacértelas llegar, y la borramos al apagarlas.
        </P>
        <Nota titulo="Puedes decir que no a las finalidades voluntarias">
          <p>
            Escríbenos en cualquier momento a <Correo direccion={CORREO_PRIVACIDAD} /> con el asunto
            “Finalidades voluntarias” y dinos a cuáles te niegas. Además, cada correo del boletín
            incluye un enlace para dejar de recibirlo. Negarte no afecta en nada tu cuenta ni el
            servicio que recibes.
          </p>
        </Nota>
      </Apartado>

      <Apartado id="transferencias">
        <P>
          <strong className={fuerte}>No vendemos ni rentamos tus datos personales</strong>, y no los
          transferimos a terceros sin tu consentimiento, salvo en los casos en que la Ley lo permite
          sin él: por ejemplo, cuando lo requiera una autoridad competente, cuando sea necesario
          para reconocer, ejercer o defender un derecho en un proceso judicial, o cuando lo exija
          otra disposición legal.
        </P>
        <H3>Los negocios que visitas</H3>
        <P>
          Cuando muestras tu QR en un negocio, ese negocio ve tu nombre, tu foto, tu nivel, tus
          visitas y tus canjes <strong className={fuerte}>únicamente en su propio negocio</strong>.
          No ve tu correo, tu contraseña ni tu actividad en otros negocios, y en sus estadísticas
          apareces de forma agregada. Compartir esta información es parte del servicio que solicitas
          al usar Tarjeto en ese negocio.
        </P>
        <H3>El perfil público de los negocios</H3>
        <P>
          Si tienes un negocio, la información de tu perfil comercial (nombre comercial, logotipo,
          categorías, dirección de tus establecimientos, horarios, sitio web y redes sociales) se
          muestra públicamente para que tu clientela te encuentre. Tu RFC y tu información interna
          no se publican.
        </P>
        <H3>La cartera de tu teléfono (Google Wallet y Apple Wallet)</H3>
        <P>
          Solo si tocas <strong className={fuerte}>Agregar a Google Wallet</strong> o{' '}
          <strong className={fuerte}>Agregar a Apple Wallet</strong> en una tarjeta, enviamos a
          Google o a Apple lo que esa tarjeta muestra: tu nombre, tu nivel, tus visitas de la
          temporada, las ofertas de tu nivel, el nombre, logotipo y ubicación del negocio y la llave
          con la que tu teléfono calcula el código de la tarjeta. Lo actualizamos tras cada visita o
          canje en ese negocio. Google y Apple lo tratan según sus propios avisos de privacidad. Tu
          correo, tu contraseña y tus tarjetas que no agregaste no salen de Tarjeto. En Ajustes,{' '}
          <strong className={fuerte}>Quitar de la cartera del teléfono</strong> anula esas tarjetas
          y sus códigos dejan de valer.
        </P>
        <H3>Proveedores que nos ayudan</H3>
        <P>
          Para operar usamos proveedores de infraestructura, como alojamiento de servidores y envío
          de correo. Ellos tratan los datos solo por cuenta nuestra, siguiendo nuestras
          instrucciones y bajo obligaciones de confidencialidad y seguridad; no pueden usarlos para
          fines propios.
        </P>
      </Apartado>

      <Apartado id="derechos-arco">
        <P>
          Tienes derecho a <strong className={fuerte}>Acceder</strong> a tus datos personales, a{' '}
          <strong className={fuerte}>Rectificarlos</strong> si son inexactos o están incompletos, a{' '}
          <strong className={fuerte}>Cancelarlos</strong> cuando consideres que no se requieren para
          alguna de las finalidades de este aviso, y a <strong className={fuerte}>Oponerte</strong>{' '}
          a su tratamiento para fines específicos. Estos son tus derechos ARCO.
        </P>
        <H3>Sin trámites, desde la app</H3>
        <P>
          En Ajustes puedes descargar en cualquier momento todos tus datos en un archivo (formato
          JSON) y eliminar tu cuenta.
        </P>
        <H3>Por correo electrónico</H3>
        <P>
          Envía tu solicitud a <Correo direccion={CORREO_PRIVACIDAD} />, de preferencia desde el
          correo de tu cuenta, con lo siguiente:
        </P>
        <Lista>
          <li>Tu nombre completo y el correo con el que usas Tarjeto.</li>
          <li>
            Una identificación oficial vigente. Si lo haces a través de un representante, también su
            identificación y el documento que acredite la representación.
          </li>
          <li>
            Una descripción clara del derecho que quieres ejercer y de los datos de que se trata.
          </li>
          <li>
            Si pides una rectificación, la corrección que solicitas y, en su caso, el documento que
            la respalde.
          </li>
          <li>Cualquier otro dato que nos ayude a localizar tu información.</li>
        </Lista>
        <Nota titulo="Plazos de respuesta">
          <p>
            Te responderemos en un plazo máximo de{' '}
            <strong className={fuerte}>20 días hábiles</strong> contados desde que recibamos tu
            solicitud completa. Si resulta procedente, la haremos efectiva dentro de los 15 días
            hábiles siguientes a nuestra respuesta. Cuando esté justificado, estos plazos podrán
            ampliarse una sola vez por un periodo igual, y te lo avisaremos. Si a tu solicitud le
            falta información, te la pediremos para poder atenderla.
          </p>
        </Nota>
        <P>
          Atender tu solicitud es gratuito; solo podrían cobrarse, en su caso, los gastos
          justificados de envío o de reproducción en formatos distintos al electrónico.
        </P>
        <P>
          Si consideras que tu derecho a la protección de datos personales fue vulnerado, puedes
          acudir ante la autoridad competente en la materia, la Secretaría Anticorrupción y Buen
          Gobierno.
        </P>
      </Apartado>

      <Apartado id="revocacion">
        <P>
          Puedes revocar en cualquier momento el consentimiento que nos diste para tratar tus datos
          personales, con el mismo procedimiento y los mismos plazos que los derechos ARCO. La
          revocación no tiene efectos hacia el pasado.
        </P>
        <P>
          Ten en cuenta que, si la revocación toca las finalidades necesarias, no podremos seguir
          prestándote el servicio, y que en algunos casos la Ley nos obliga a conservar ciertos
          datos por un tiempo. La forma más directa de revocar tu consentimiento para todo es
          eliminar tu cuenta desde Ajustes.
        </P>
      </Apartado>

      <Apartado id="limitar-uso">
        <P>Además de tus derechos ARCO, puedes limitar el uso o la divulgación de tus datos:</P>
        <Lista>
          <li>
            Darte de baja del boletín con el enlace que viene en cada correo, o escribiéndonos.
          </li>
          <li>
            Pedirnos que te incluyamos en nuestro listado de exclusión, para no recibir
            comunicaciones promocionales de Tarjeto, escribiendo a{' '}
            <Correo direccion={CORREO_PRIVACIDAD} />.
          </li>
          <li>
            Inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría
            Federal del Consumidor.
          </li>
        </Lista>
      </Apartado>

      <Apartado id="cookies">
        <P>
          Usamos <strong className={fuerte}>una sola cookie</strong>, estrictamente necesaria, para
          mantener tu sesión iniciada. Solo contiene un identificador aleatorio (ningún dato tuyo),
          no es accesible para otros sitios ni para el código de la página, y vence después de un
          tiempo sin uso: 30 días en cuentas de cliente y 7 días en cuentas de negocio. Al cerrar
          sesión la eliminamos.
        </P>
        <Lista>
          <li>No usamos cookies ni rastreadores de terceros.</li>
          <li>No mostramos anuncios ni usamos herramientas de publicidad o de perfilamiento.</li>
          <li>
            Las tipografías y la verificación anti-robots de nuestros formularios se sirven desde
            nuestros propios servidores, así que tu navegador no se conecta a terceros cuando usas
            Tarjeto.
          </li>
        </Lista>
        <P>
          En los teléfonos o tabletas que funcionan como Nexo, el navegador guarda además la
          credencial del dispositivo y, si se pierde la conexión, las visitas pendientes de enviar.
        </P>
      </Apartado>

      <Apartado id="seguridad">
        <P>
          Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos
          contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado.
          Entre ellas:
        </P>
        <Lista>
          <li>
            Contraseñas protegidas con <strong className={fuerte}>Argon2id</strong>, un método de
            protección irreversible (hash) diseñado para resistir ataques de fuerza bruta.
          </li>
          <li>
            Sesiones con identificadores aleatorios en una cookie protegida; en nuestros servidores
            solo guardamos su huella cifrada (hash), y restablecer tu contraseña cierra tus demás
            sesiones.
          </li>
          <li>
            Códigos de verificación de un solo uso, válidos por 15 minutos, guardados cifrados y que
            se invalidan tras varios intentos fallidos.
          </li>
          <li>
            Un código QR que cambia {CODIGO_CAMBIA_CADA}, para que nadie pueda registrar visitas con
            una captura de tu pantalla.
          </li>
          <li>
            Credenciales únicas para cada Nexo, guardadas cifradas y revocadas en el momento en que
            el negocio lo desvincula.
          </li>
          <li>Conexiones cifradas (HTTPS) entre tu navegador y nuestros servidores.</li>
          <li>
            Fotos procesadas de nuevo en nuestros servidores, sin metadatos como la ubicación GPS de
            tu cámara.
          </li>
          <li>
            Controles de acceso: cada negocio solo puede consultar la información de su propio
            negocio.
          </li>
        </Lista>
      </Apartado>

      <Apartado id="conservacion">
        <P>
          Conservamos tus datos mientras tengas una cuenta activa. Cuando eliminas tu cuenta,
          cerramos todas tus sesiones y eliminamos tus datos personales. Las visitas que registraste
          permanecen en las estadísticas de los negocios, pero sin ningún vínculo con tu persona.
        </P>
        <P>
          Si alguna disposición legal nos obliga a conservar cierta información, la mantendremos
          bloqueada, solo para ese fin y durante el plazo que la ley exija, y después la
          suprimiremos.
        </P>
      </Apartado>

      <Apartado id="cambios">
        <P>
          Podemos actualizar este aviso por cambios en la ley, en nuestras prácticas o en el
          servicio. La versión vigente siempre estará publicada en esta página, con su fecha de
          última actualización. Si un cambio es importante, por ejemplo una nueva finalidad que
          requiera tu consentimiento, te lo avisaremos por correo electrónico o dentro de la app
          antes de aplicarlo.
        </P>
        <P>
          Para conocer las reglas de uso del servicio, consulta nuestros{' '}
          <EnlaceInterno to="/footer/terminos-condiciones">términos y condiciones</EnlaceInterno>.
        </P>
      </Apartado>
    </DocumentoLegal>
  );
}
