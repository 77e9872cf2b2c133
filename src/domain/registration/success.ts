import { registrationMessages } from './messages.ts';

/**
 * The success text: the server's message (spec 01 §8), which names the new username; when it does not
 * (or is empty), the portal adds the username so the member always sees it (spec 01 §2.9).
 */
export function registrationSuccessMessage(
  serverMessage: string | null | undefined,
  username: string,
): string {
  const message = serverMessage?.trim() ?? '';
  const usernameLine = registrationMessages.successUsername(username);
  if (message === '') return usernameLine;
  return message.toLowerCase().includes(username.toLowerCase()) ? message : `${message} ${usernameLine}`;
}
