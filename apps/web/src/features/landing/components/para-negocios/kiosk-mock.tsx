import { CheckCircle2, Gift } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';

/**
 * A still picture of the Nexo at the counter right after a scan: the kiosk's green "counted"
 * screen in a phone frame. Decorative — the text beside it says the same in words.
 */
export function KioskMock({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative w-56 rounded-[2.2rem] border-[10px] border-stone-900 bg-stone-900 shadow-2xl shadow-stone-900/30 sm:w-60',
        className,
      )}
    >
      <div className="absolute top-1.5 left-1/2 h-1.5 w-14 -translate-x-1/2 rounded-full bg-stone-700" />
      <div className="flex aspect-[9/17] flex-col items-center justify-between overflow-hidden rounded-[1.5rem] bg-emerald-700 px-4 pt-8 pb-5 text-center text-white">
        <div className="flex flex-col items-center">
          <CheckCircle2 className="size-14" strokeWidth={2.2} />
          <p className="mt-3 text-xl leading-tight font-extrabold">¡Listo! Visita registrada</p>
          <p className="mt-4 text-lg font-bold">Ana López</p>
          <span className="mt-2 rounded-full bg-white px-3 py-0.5 text-xs font-extrabold tracking-wide text-nivel-plata">
            PLATA
          </span>
        </div>
        <div className="w-full">
          <p className="text-xs font-semibold text-emerald-50">9 de 12 visitas para Oro</p>
          <div className="mt-1.5 h-2 rounded-full bg-white/25">
            <div className="h-full w-3/4 rounded-full bg-white" />
          </div>
          {/* emerald-800 under white text: 7.7:1 (white/15 over emerald-700 was 4.05:1). */}
          <div className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-800 px-3 py-2 text-left text-xs font-semibold ring-1 ring-white/25">
            <Gift className="size-4 shrink-0" />
            2x1 en café de olla
          </div>
        </div>
      </div>
    </div>
  );
}
