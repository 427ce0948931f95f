import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** A load that failed: what happened, in the spec's words, and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <p role="alert" className="max-w-md text-base font-semibold text-stone-900">
        {message}
      </p>
      {onRetry ? (
        <Button
          variant="secondary"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
      ) : null}
    </Card>
  );
}
