/** Placeholder until this screen is built; the portal's route table already points here. */
export function ForgotPasswordScreen() {
  return <h2>Forgot Password</h2>;
}
