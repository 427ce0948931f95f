/**
 * Where 'Para negocios' sends someone who wants to start, decided by the app from the session: a
 * guest signs up as a business, a signed-in person without a profile sets one up, someone with a
 * business goes to their panel.
 */
export interface RegistroCta {
  to: string;
  label: string;
  /** The person is starting an account or a profile (not going back to an existing one). */
  esRegistro: boolean;
  /** A line under the button, when the way in needs explaining. */
  nota?: string;
  onClick?: () => void;
}
