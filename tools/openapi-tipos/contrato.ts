import type { z } from 'zod';
import type { operations } from '#tarjeto-api';
import type {
  CheckAuthResponse,
  LoginBody,
  NegocioPerfil,
  NegocioProfileUpdate,
  PromocionDraft,
  RegistrarVisitaBody,
  SignupBody,
  checkAuthResponseSchema,
  estadisticasInicioResponseSchema,
  loginResponseSchema,
  nexoLatidoResponseSchema,
  nexoYoResponseSchema,
  promocionListResponseSchema,
  promocionResponseSchema,
  registerNexoBodySchema,
  registerNexoResponseSchema,
  registrarVisitaResponseSchema,
  signupResponseSchema,
  tarjetasClienteResponseSchema,
} from '@tarjeto/shared';

// Types generated from the API's OpenAPI document (openapi-typescript; the test
// apps/api/src/openapi/openapi.test.ts writes them to .test-artifacts/openapi/tarjeto-api.d.ts and
// runs `tsc -p tools/openapi-tipos`) checked against what Tarjeto's own clients send and read:
// the web app (the types of packages/shared it calls apiFetch with) and tools/nexo-sim (the same
// contracts, parsed with zod). If a route's schema and the client's type drift apart, tsc fails
// here: a client generated from the document would then send or read something else than ours.

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body an operation documents. */
type Cuerpo<O extends keyof operations> = Json<NonNullable<operations[O]['requestBody']>>;
/** The JSON answer an operation documents for a status (200 unless said). */
type Respuesta<O extends keyof operations, S extends number = 200> = Json<
  operations[O]['responses'][S & keyof operations[O]['responses']]
>;

/** What the client sends, the document accepts. */
type Envia<Documentado, _Cliente extends Documentado> = true;
/** What the document says comes back, the client reads. */
type Lee<Cliente, _Documentado extends Cliente> = true;
/** A body built from the document is one the client's own type describes. */
type Coinciden<Cliente, _Documentado extends Cliente> = true;

export type Comprobaciones = [
  // The web app: account screens.
  Envia<Cuerpo<'postAuthSignup'>, SignupBody>,
  Lee<z.output<typeof signupResponseSchema>, Respuesta<'postAuthSignup'>>,
  Envia<Cuerpo<'postAuthLogin'>, LoginBody>,
  Lee<z.output<typeof loginResponseSchema>, Respuesta<'postAuthLogin'>>,
  Lee<CheckAuthResponse, Respuesta<'getAuthCheckAuth'>>,
  Lee<z.output<typeof checkAuthResponseSchema>, Respuesta<'getAuthCheckAuth'>>,
  // The business: its profile (Mi negocio), promotions (Ofertas), Inicio's figures.
  Lee<{ success: true; data: NegocioPerfil }, Respuesta<'getNegocioProfile'>>,
  // A body the schema coerces (a number that may come as text) types those fields `unknown` on the
  // web's side, which proves nothing that way round: here a body built from the document must be
  // one the web's contract takes, field for field.
  Coinciden<NegocioProfileUpdate, Cuerpo<'putNegocioProfile'>>,
  Lee<{ success: true; data: NegocioPerfil }, Respuesta<'putNegocioProfile'>>,
  Coinciden<PromocionDraft, Cuerpo<'postPromocion'>>,
  Lee<z.output<typeof promocionResponseSchema>, Respuesta<'postPromocion'>>,
  Lee<z.output<typeof promocionListResponseSchema>, Respuesta<'getPromocion'>>,
  Lee<
    z.output<typeof estadisticasInicioResponseSchema>,
    Respuesta<'getEstadisticasNegocioByPublicIDInicio'>
  >,
  // The customer: their wallet.
  Lee<z.output<typeof tarjetasClienteResponseSchema>, Respuesta<'getClienteTarjetas'>>,
  // tools/nexo-sim (and the kiosk): pairing, who am I, heartbeat, a scan.
  Envia<Cuerpo<'postNexoRegister'>, z.input<typeof registerNexoBodySchema>>,
  Lee<z.output<typeof registerNexoResponseSchema>, Respuesta<'postNexoRegister'>>,
  Lee<z.output<typeof nexoYoResponseSchema>, Respuesta<'getNexoYo'>>,
  Lee<z.output<typeof nexoLatidoResponseSchema>, Respuesta<'postNexoLatido'>>,
  Envia<Cuerpo<'postNexoVisitas'>, RegistrarVisitaBody>,
  Lee<z.output<typeof registrarVisitaResponseSchema>, Respuesta<'postNexoVisitas'>>,
];
