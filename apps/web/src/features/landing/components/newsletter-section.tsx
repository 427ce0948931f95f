import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Send } from 'lucide-react';
import { newsletterSubscribeBodySchema } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The newsletter box: one address, validated with the same schema the API uses. */
export function NewsletterSection() {
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newsletterSubscribeBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) => {
    subscribe.mutate(body, {
      onSuccess: (res) => {
        toast.success(res.message);
        reset();
      },
      onError: (err) => {
        // The API sends the duplicate as a field error too; it reads better as a toast.
        if (err instanceof ApiError && err.code === 'NEWSLETTER_YA_SUSCRITO') {
          toast.error(err.message);
        } else if (err instanceof ApiError && err.fieldErrors.email) {
          setError('email', { message: err.fieldErrors.email }, { shouldFocus: true });
        } else {
          toast.error(errorMessage(err, 'No pudimos suscribirte. Intenta de nuevo.'));
        }
      },
    });
  });

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
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <EmailInput className="flex-1" error={errors.email?.message} {...register('email')} />
              <Button
                type="submit"
                loading={subscribe.isPending}
                icon={<Send className="size-4" aria-hidden="true" />}
                className="px-6 sm:mt-[1.625rem]"
              >
                {subscribe.isPending ? 'Enviando…' : 'Suscribirme'}
              </Button>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
