import type { ApiClient } from '../../api/client.ts';
import { verifyRegistrationCode } from '../../api/registration.ts';

export interface SecurityQuestion {
  readonly id: string;
  readonly description: string;
}

export interface VerifiedCode {
  /** Prefills the email field (docs/api.md). */
  readonly email: string;
  /** Only the visible questions may be offered. */
  readonly questions: readonly SecurityQuestion[];
}

export async function verifyCode(
  client: ApiClient,
  request: Parameters<typeof verifyRegistrationCode>[1],
): Promise<VerifiedCode> {
  const response = await verifyRegistrationCode(client, request);
  return {
    email: response.email,
    questions: response.secretQuestions
      .filter((question) => question.visible)
      .map((question) => ({ id: question.id, description: question.description })),
  };
}
