import { useRef, useState, type FormEvent } from 'react';
import { Mail, Send } from 'lucide-react';
import { Button } from '../../../components/ui/boton.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type * as suscripcion from '../api/subscribe-newsletter.ts';

type Suscripcion = typeof suscripcion;

// The schema (zod) and the call arrive with the first focus or the first send: the landing's
// first load carries neither (issue 12). Loaded once per page.
let cargada: Promise<Suscripcion> | null = null;
const cargarSuscripcion = () => (cargada ??= import('../api/subscribe-newsletter.ts'));

/**
 * The newsletter box: one address, validated with the same schema the API uses — on sending, and
 * after a first attempt on every change, as a form library would.
 */

/** One toast for the box: a new answer replaces the last instead of piling up. */
const TOAST_BOLETIN = -1;
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const intentado = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const revalidar = (valor: string) => {
    if (!intentado.current) return;
    cargarSuscripcion().then(
      (m) => {
        const r = m.validarSuscripcion({ email: valor });
        setError(r.ok ? undefined : r.error);
      },
      () => (cargada = null),
    );
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (enviando) return;
    intentado.current = true;
    let m: Suscripcion;
    try {
      m = await cargarSuscripcion();
    } catch {
      cargada = null;
      toast.error('No pudimos suscribirte. Intenta de nuevo.');
      return;
    }
    const valida = m.validarSuscripcion({ email });
    if (!valida.ok) {
      setError(valida.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setEnviando(true);
    try {
      const res = await m.subscribeNewsletter(valida.body);
      toast.success(res.message, { id: TOAST_BOLETIN });
      intentado.current = false;
      setEmail('');
    } catch (err) {
      // The API sends the duplicate as a field error too; it reads better as a toast.
      if (err instanceof ApiError && err.code === 'NEWSLETTER_YA_SUSCRITO') {
        toast.error(err.message, { id: TOAST_BOLETIN });
      } else if (err instanceof ApiError && err.fieldErrors.email) {
        setError(err.fieldErrors.email);
        input.current?.focus();
      } else {
        toast.error(errorMessage(err, 'No pudimos suscribirte. Intenta de nuevo.'), {
          id: TOAST_BOLETIN,
        });
      }
    } finally {
      setEnviando(false);
    }
  };

  return (
    <section aria-labelledby="newsletter-titulo" className="bg-white pb-20 sm:pb-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-marigold-50 px-5 py-10 ring-1 ring-marigold-200 sm:px-10 sm:py-12 lg:px-14">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-16 -z-10 size-64 rounded-full bg-marigold-200/60 blur-2xl"
          />
          <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
            <div>
              <span className="grid size-12 place-items-center rounded-2xl bg-white text-rubi-700 shadow-sm ring-1 ring-marigold-200">
                <Mail className="size-6" aria-hidden="true" />
              </span>
              <h2
                id="newsletter-titulo"
                className="mt-5 text-2xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl"
              >
                Entérate primero de nuevos lugares y promociones
              </h2>
              <p className="mt-3 leading-7 text-stone-700">
                Una vez al mes te contamos qué negocios llegaron a tu ciudad y qué promociones no te
                puedes perder. Sin spam; te das de baja cuando quieras.
              </p>
            </div>
            <form
              onSubmit={(e) => void onSubmit(e)}
              noValidate
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <EmailInput
                ref={input}
                name="email"
                className="flex-1"
                error={error}
                value={email}
                onFocus={() => void cargarSuscripcion().catch(() => (cargada = null))}
                onChange={(e) => {
                  setEmail(e.target.value);
                  revalidar(e.target.value);
                }}
              />
              <Button
                type="submit"
                loading={enviando}
                icon={<Send className="size-4" aria-hidden="true" />}
                className="px-6 sm:mt-[1.625rem]"
              >
                {enviando ? 'Enviando…' : 'Suscribirme'}
              </Button>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
