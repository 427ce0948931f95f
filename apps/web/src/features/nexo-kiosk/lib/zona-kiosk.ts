import { createContext, useContext } from 'react';

// The counter shows times on the shop's clock: the business's time zone as GET /api/nexo/yo says
// it (kept with the pairing, so it holds offline too); until it is known, the device's own zone,
// which is normally the shop's.

export const zonaDelDispositivo = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const ZonaKioskContext = createContext<string | null>(null);

/** The zone the kiosk's times are shown in. */
export const useZonaKiosk = () => useContext(ZonaKioskContext) ?? zonaDelDispositivo();
