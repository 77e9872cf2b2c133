/** Placeholder until this screen is built; the portal's route table already points here. */
export function ResetPasswordScreen() {
  return <h2>Reset Password</h2>;
}
