import { contractDocument } from '../../build/openapi/contract-document.ts';
import { answerViolations, contractObserver } from '../../contract/observe.ts';
import { ContractValidator, describeViolation } from '../../contract/validator.ts';
import type { ExchangeObserver } from '../simulator/simulator.ts';

/**
 * The demo host's validating proxy: every API exchange between the elements and the simulator is
 * checked against the OpenAPI document. An answer that breaks it, or a request an element made in a
 * browser that breaks it, is logged (`[contract] …`) and kept for `GET /api/__simulator/contract-violations`,
 * which the end-to-end tests read after each test. A request a test sends on purpose outside a browser
 * (a missing header, an unknown path) is the test's business, not the contract's.
 */
export interface ContractProxy {
  readonly observe: ExchangeObserver;
  /** The violations seen since the last call, and forgets them. */
  readonly takeViolations: () => string[];
}

export function createContractProxy(): ContractProxy {
  const validator = new ContractValidator(contractDocument());
  const violations: string[] = [];
  const observe = contractObserver(validator, '/api', (found, exchange) => {
    const fromBrowser = exchange.requestHeaders.has('Sec-Fetch-Mode');
    for (const violation of fromBrowser ? found : answerViolations(found)) {
      const line = `${exchange.method} ${exchange.path.split('?')[0] ?? ''}: ${describeViolation(violation)}`;
      console.warn(`[contract] ${line}`);
      violations.push(line);
    }
  });
  return { observe, takeViolations: () => violations.splice(0) };
}
