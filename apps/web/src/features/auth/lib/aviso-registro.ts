import { toast } from '../../../components/ui/toast.tsx';

export const REGISTRO_OK = '¡Registro exitoso! Verifica tu correo electrónico.';

// The signup toast (SPEC §8) belongs to the verify screen it leads to: it goes when the e-mail is
// verified or the screen is left, so it never follows the user onto the wizard (issue 26 B3).

let aviso: number | null = null;

export function avisarRegistro() {
  retirarAvisoRegistro();
  aviso = toast.success(REGISTRO_OK);
}

export function retirarAvisoRegistro() {
  if (aviso !== null) toast.dismiss(aviso);
  aviso = null;
}
