/** Placeholder until this screen is built; the portal's route table already points here. */
export function RegistrationScreen() {
  return <h2>Registration</h2>;
}
