import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { LogoutButton } from './logout-button.tsx';

/** 'Sesión' in Ajustes: 'Cerrar sesión' on this device, with what stays (`descripcion`). */
export function SesionCard({ descripcion }: { descripcion: string }) {
  return (
    <Card>
      <CardHeader
        title="Sesión"
        description={descripcion}
        action={<LogoutButton className="shrink-0 whitespace-nowrap" />}
      />
    </Card>
  );
}
