import { crearApartado, DocumentoLegal, type EntradaIndice } from './documento-legal.tsx';
import { Correo, EnlaceInterno, H3, Lista, Nota, P } from './prose.tsx';
import { CODIGO_CAMBIA_CADA } from '../../../lib/copy.ts';

const CORREO_SOPORTE = 'soporte@tarjeto.mx';

const INDICE = [
  { id: 'aceptacion', titulo: 'Aceptación de los términos' },
  { id: 'servicio', titulo: 'Qué es Tarjeto' },
  { id: 'cuentas', titulo: 'Tu cuenta' },
  { id: 'clientes', titulo: 'Uso para clientes' },
  { id: 'negocios', titulo: 'Uso para negocios' },
  { id: 'nexo', titulo: 'Dispositivos Nexo' },
  { id: 'conducta', titulo: 'Conducta prohibida' },
  { id: 'propiedad', titulo: 'Propiedad intelectual y contenido' },
  { id: 'responsabilidad', titulo: 'Limitación de responsabilidad' },
  { id: 'suspension', titulo: 'Suspensión y cancelación' },
  { id: 'cambios', titulo: 'Cambios a los términos' },
  { id: 'ley', titulo: 'Ley aplicable y contacto' },
] as const satisfies readonly EntradaIndice[];

const Apartado = crearApartado(INDICE);

const fuerte = 'font-semibold text-stone-900';

/** /footer/terminos-condiciones: the terms of use of Tarjeto for customers and businesses. */
export function TerminosCondicionesContent() {
  return (
    <DocumentoLegal
      nombre="Términos y condiciones de uso"
      actualizado="21 de noviembre de 2026"
      actualizadoIso="2026-11-21"
      indice={INDICE}
      intro={
        <P className="text-lg leading-8">
          Estas son las reglas para usar Tarjeto. Las escribimos lo más claras posible porque un
          programa de lealtad solo funciona si es justo para todos: para quien junta visitas y para
          quien las premia.
        </P>
      }
    >
      <Apartado id="aceptacion">
        <P>
          Al crear una cuenta o usar Tarjeto, incluido el modo Nexo, aceptas estos términos y
          condiciones y nuestro{' '}
          <EnlaceInterno to="/footer/privacidad">aviso de privacidad</EnlaceInterno>. Si no estás de
          acuerdo con ellos, no uses el servicio.
        </P>
        <P>
          Si usas Tarjeto en nombre de un negocio, declaras que tienes autorización para obligarlo,
          y estos términos aplican tanto a ti como al negocio.
        </P>
      </Apartado>

      <Apartado id="servicio">
        <P>
          Tarjeto es una plataforma de tarjetas de lealtad digitales. Los clientes registran sus
          visitas en negocios afiliados mostrando un código QR; los negocios registran esas visitas
          con un Nexo, publican promociones y consultan estadísticas.
        </P>
        <P>
          Tarjeto <strong className={fuerte}>no vende</strong> los productos ni los servicios de los
          negocios y no es parte de la compra que haces en ellos. Su calidad, precio, disponibilidad
          y facturación son responsabilidad de cada negocio.
        </P>
        <P>
          Para clientes, el uso de Tarjeto es gratuito. Para negocios, las condiciones y el precio
          del plan que contraten se informan antes de contratarlo.
        </P>
      </Apartado>

      <Apartado id="cuentas">
        <Lista>
          <li>
            Debes dar información verdadera y mantenerla al día. Cada persona puede tener una sola
            cuenta de cliente.
          </li>
          <li>
            Para activar tu cuenta necesitas verificar tu correo con el código que te enviamos.
          </li>
          <li>
            Eres responsable de cuidar tu contraseña y de lo que se haga con tu cuenta. Si crees que
            alguien más entró, cambia tu contraseña y escríbenos.
          </li>
          <li>
            Si eres menor de 18 años, necesitas el permiso de tu madre, padre o tutor, quien acepta
            estos términos por ti.
          </li>
          <li>
            Puedes descargar tus datos y eliminar tu cuenta en cualquier momento desde Ajustes.
          </li>
        </Lista>
      </Apartado>

      <Apartado id="clientes">
        <H3>Visitas</H3>
        <P>
          Una visita se cuenta cuando el Nexo del negocio escanea tu código QR durante una visita
          real. Se cuenta como máximo una visita por negocio cada 4 horas, salvo que el negocio
          configure otro intervalo. Tu código QR es personal e intransferible y cambia{' '}
          {CODIGO_CAMBIA_CADA}.
        </P>
        <H3>Niveles y temporadas</H3>
        <P>
          Tu nivel en cada negocio depende de las visitas que juntas en la temporada, según los
          requisitos que ese negocio defina (por defecto: Bronce 6, Plata 8, Oro 12 y Rubí 15
          visitas en una temporada de 3 meses). Al terminar la temporada, tu nivel para la siguiente
          es el más alto que alcanzaste con las visitas de la temporada que cerró, sin bajar más de
          un nivel.
        </P>
        <H3>Promociones</H3>
        <P>
          Las promociones las crea y ofrece cada negocio, con sus propias condiciones: nivel mínimo,
          días y horarios, vigencia, cantidad disponible y límites de uso. Solo puedes canjear las
          que te aparecen disponibles en el momento del canje.
        </P>
        <Nota>
          <p>
            Las visitas, los niveles, los logros y las promociones{' '}
            <strong className={fuerte}>no son dinero</strong>: no tienen valor en efectivo y no se
            pueden vender, transferir a otra persona ni cambiar por dinero.
          </p>
        </Nota>
      </Apartado>

      <Apartado id="negocios">
        <P>Si usas Tarjeto como negocio, te comprometes a:</P>
        <Lista>
          <li>
            Dar información verdadera de tu negocio, incluidos tu nombre comercial, tu RFC y la
            dirección de tus establecimientos, y tener derecho a usar el nombre y el logotipo que
            publiques.
          </li>
          <li>
            <strong className={fuerte}>Honrar tus promociones.</strong> Cada promoción es
            responsabilidad exclusiva del negocio que la publica: mientras esté activa, debes
            respetarla en los términos, la vigencia y las cantidades que anunciaste, conforme a la
            legislación de protección al consumidor.
          </li>
          <li>
            Describir con claridad las condiciones de cada promoción y desactivarla si ya no puedes
            cumplirla, en lugar de negarla en el mostrador.
          </li>
          <li>Registrar solo visitas reales de clientes presentes en tu establecimiento.</li>
          <li>
            Usar la información de tus clientes únicamente para atenderlos y operar tu programa de
            lealtad, protegerla y no copiarla ni usarla para enviar publicidad no solicitada.
          </li>
          <li>Pagar, en su caso, el plan que contrates en los términos acordados.</li>
        </Lista>
        <P>
          Puedes ajustar las visitas que pide cada nivel de tu programa. Te recomendamos hacerlo al
          inicio de una temporada y avisar a tu clientela, para que nadie se lleve sorpresas.
        </P>
      </Apartado>

      <Apartado id="nexo">
        <Lista>
          <li>
            Un Nexo puede ser un teléfono o tableta con Tarjeto en modo Nexo, o un dispositivo
            dedicado. Cada uno se vincula a un solo establecimiento con un código de conexión de 6
            dígitos que vale 5 minutos y un solo uso.
          </li>
          <li>
            El negocio es responsable de la custodia del Nexo y de quién lo opera. Si lo pierdes o
            te lo roban, desvincúlalo desde tu panel: su acceso se revoca de inmediato.
          </li>
          <li>
            Si el Nexo se queda sin internet, guarda las visitas y las envía al reconectarse. Los
            canjes requieren conexión.
          </li>
          <li>
            No debes modificar el software del Nexo, extraer su credencial ni usarla fuera del
            dispositivo vinculado.
          </li>
        </Lista>
      </Apartado>

      <Apartado id="conducta">
        <P>Para que Tarjeto sea justo para todos, está prohibido:</P>
        <Lista>
          <li>
            Cometer o facilitar <strong className={fuerte}>fraude de visitas</strong>: registrar
            visitas que no ocurrieron o de personas que no están presentes, o escanear códigos de
            forma repetida para inflar niveles.
          </li>
          <li>
            Usar, compartir, vender o reutilizar el código QR o los códigos de canje de otra
            persona.
          </li>
          <li>Crear cuentas falsas o varias cuentas para aprovechar promociones.</li>
          <li>Usar el Nexo de un negocio sin su autorización.</li>
          <li>
            Usar bots, programas automatizados o extracción masiva de datos, o intentar evadir los
            límites del servicio.
          </li>
          <li>
            Probar, vulnerar o sobrecargar la seguridad de Tarjeto. Si encuentras una falla, por
            favor repórtala a <Correo direccion={CORREO_SOPORTE} />.
          </li>
          <li>Hacerte pasar por otra persona o por otro negocio.</li>
          <li>
            Publicar nombres, fotos o promociones ilícitos, ofensivos, engañosos o que infrinjan
            derechos de terceros.
          </li>
        </Lista>
        <P>
          Si detectamos alguna de estas conductas podemos anular las visitas, niveles, logros o
          canjes obtenidos indebidamente, y suspender o cancelar las cuentas involucradas.
        </P>
      </Apartado>

      <Apartado id="propiedad">
        <P>
          La marca Tarjeto, su logotipo, su diseño, su software y sus contenidos son propiedad de
          Tarjeto o de sus licenciantes y están protegidos por las leyes de propiedad intelectual.
          Te damos una licencia personal, limitada, no exclusiva e intransferible para usar el
          servicio conforme a estos términos; nada de esto te transfiere derechos sobre ellos.
        </P>
        <P>
          Lo que subes (tu foto, el logotipo de tu negocio, tus descripciones y promociones) sigue
          siendo tuyo. Nos das permiso de almacenarlo, adaptarlo técnicamente y mostrarlo dentro de
          Tarjeto solo para prestar el servicio, mientras lo mantengas publicado.
        </P>
      </Apartado>

      <Apartado id="responsabilidad">
        <P>
          Trabajamos para que Tarjeto esté siempre disponible y funcione bien, pero puede haber
          interrupciones por mantenimiento, fallas de conectividad o causas fuera de nuestro
          control. El servicio se ofrece tal como está y según esté disponible.
        </P>
        <P>En la medida en que la ley lo permita, Tarjeto no es responsable de:</P>
        <Lista>
          <li>
            Promociones que un negocio no cumpla, ni de los productos o servicios que vende. Si un
            negocio no respeta una promoción, avísanos: podemos tomar medidas sobre su cuenta.
          </li>
          <li>
            Visitas o canjes que no se registren por un uso indebido, por un Nexo sin conexión que
            nunca se reconecte o por causas ajenas a Tarjeto.
          </li>
          <li>Daños indirectos, lucro cesante o pérdida de oportunidades de negocio.</li>
        </Lista>
        <P>
          Nada de lo anterior limita los derechos que te otorga la Ley Federal de Protección al
          Consumidor ni otras disposiciones que no pueden renunciarse.
        </P>
      </Apartado>

      <Apartado id="suspension">
        <P>
          Puedes dejar de usar Tarjeto y eliminar tu cuenta cuando quieras desde Ajustes. Al hacerlo
          pierdes tus tarjetas, niveles, logros y promociones pendientes; tus visitas permanecen en
          las estadísticas de los negocios sin vínculo con tu persona.
        </P>
        <P>
          Podemos suspender o cancelar una cuenta que incumpla estos términos o la ley, o que ponga
          en riesgo a otros usuarios o al servicio. Cuando sea posible te avisaremos antes y te
          diremos el motivo, y podrás aclararlo escribiendo a <Correo direccion={CORREO_SOPORTE} />.
        </P>
      </Apartado>

      <Apartado id="cambios">
        <P>
          Podemos modificar estos términos para reflejar cambios en el servicio o en la ley. La
          versión vigente siempre estará en esta página con su fecha de última actualización. Si un
          cambio es importante, te lo avisaremos con anticipación por correo electrónico o dentro de
          la app. Si sigues usando Tarjeto después de que entre en vigor, significa que aceptas la
          nueva versión.
        </P>
      </Apartado>

      <Apartado id="ley">
        <P>
          Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para
          cualquier controversia, las partes se someten a los tribunales competentes de México, sin
          perjuicio de que, como consumidor, puedas acudir a la Procuraduría Federal del Consumidor
          (PROFECO).
        </P>
        <P>
          ¿Dudas sobre estos términos? Escríbenos a <Correo direccion={CORREO_SOPORTE} />. Para
          temas de datos personales, a <Correo direccion="privacidad@tarjeto.mx" />.
        </P>
      </Apartado>
    </DocumentoLegal>
  );
}
