/** Placeholder until this screen is built; the portal's route table already points here. */
export function LoginScreen() {
  return <h2>Sign In</h2>;
}
