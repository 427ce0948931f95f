import { z } from 'zod';
import '../zod-es.ts';
import { respuesta, respuestaConMensaje } from './common.ts';

// The card in the phone's own wallet (DOMAIN §11): which wallets this server offers, the cards the
// customer added to each, adding one, and removing them all ('Quitar de la cartera del teléfono').

export const PLATAFORMAS_PASE = ['google', 'apple'] as const;
export type PlataformaPase = (typeof PLATAFORMAS_PASE)[number];

export const pasesClienteSchema = z.object({
  /** A wallet the server has no credentials for has no button. */
  disponibles: z.object({ google: z.boolean(), apple: z.boolean() }),
  /** The customer's cards in a phone's wallet, by business. */
  pases: z.array(
    z.object({
      negocioID: z.string(),
      plataforma: z.enum(PLATAFORMAS_PASE),
      agregadoAt: z.string(),
    }),
  ),
});
export type PasesCliente = z.infer<typeof pasesClienteSchema>;

export const pasesClienteResponseSchema = respuesta(pasesClienteSchema);

/** The business whose card goes to the wallet, by its publicID. */
export const paseNegocioSchema = z.object({
  negocioID: z
    .string({ error: 'Indica el negocio de la tarjeta' })
    .trim()
    .regex(/^NEG[0-9A-Z]{1,40}$/, 'Indica el negocio de la tarjeta'),
});

/** Google's save link: opening it offers the card in Google Wallet. */
export const enlaceGoogleResponseSchema = respuesta(z.object({ url: z.string() }));

export const quitarPasesResponseSchema = respuestaConMensaje(
  z.object({ quitados: z.number().int() }),
);

export const PASES_QUITADOS = 'Quitamos tus tarjetas de la cartera del teléfono.';
export const SIN_PASES_QUE_QUITAR = 'No tenías tarjetas en la cartera del teléfono.';
