import { afterEach, expect } from 'vitest';
import type { ContractValidator } from '../../../contract/validator.ts';
import { observeEverySimulator } from '../../../demo-host/simulator/simulator.ts';

/**
 * Setup of the unit tests: every answer a simulator gives in them is checked against the OpenAPI
 * document, so the document and the reference back office cannot drift. Requests are the tests' to
 * choose (a missing header, a path that does not exist are what some tests send on purpose); answers
 * to the documented calls are the simulator's, and each must be one the document allows. The document
 * and its validator are made at the first exchange: a test without a simulator pays nothing.
 */
let validator: Promise<ContractValidator> | undefined;
const brokenAnswers: string[] = [];

async function contractValidator(): Promise<ContractValidator> {
  const [{ contractDocument }, { ContractValidator }] = await Promise.all([
    import('../../../build/openapi/contract-document.ts'),
    import('../../../contract/validator.ts'),
  ]);
  return new ContractValidator(contractDocument());
}

observeEverySimulator(async (request, answer) => {
  const [checker, { answerViolations, exchangeOf }, { describeViolation }] = await Promise.all([
    (validator ??= contractValidator()),
    import('../../../contract/observe.ts'),
    import('../../../contract/validator.ts'),
  ]);
  const exchange = await exchangeOf(request, answer, '/api');
  for (const violation of answerViolations(checker.check(exchange))) {
    brokenAnswers.push(`${exchange.method} ${exchange.path}: ${describeViolation(violation)}`);
  }
});

afterEach(() => {
  const found = brokenAnswers.splice(0);
  expect(found, 'answers that break the OpenAPI document (docs/api.md, build/openapi/)').toEqual([]);
});
