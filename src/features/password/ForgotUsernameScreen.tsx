/** Placeholder until this screen is built; the portal's route table already points here. */
export function ForgotUsernameScreen() {
  return <h2>Forgot Username</h2>;
}
