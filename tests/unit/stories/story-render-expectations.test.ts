import { describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from '../../stories/support/storybook.ts';

const nothingExpected = { expectedConsoleErrors: [], faultStatuses: [], networkFailures: 0 };
const failed = (status: number) =>
  `Failed to load resource: the server responded with a status of ${status} (Not Found)`;

describe('the console errors a story does not account for', () => {
  it('counts every error of a story that declares none', () => {
    expect(
      unexpectedConsoleErrors([failed(404), 'Uncaught TypeError: x is undefined'], nothingExpected),
    ).toEqual([failed(404), 'Uncaught TypeError: x is undefined']);
  });

  it('accepts the status lines of the simulator faults the story arms, and no other status', () => {
    const expected = { ...nothingExpected, faultStatuses: [500] };
    expect(unexpectedConsoleErrors([failed(500), failed(404)], expected)).toEqual([failed(404)]);
  });

  it('accepts net::ERR_FAILED only from a story that arms a network failure', () => {
    const line = 'Failed to load resource: net::ERR_FAILED';
    expect(unexpectedConsoleErrors([line], nothingExpected)).toEqual([line]);
    expect(unexpectedConsoleErrors([line], { ...nothingExpected, networkFailures: 1 })).toEqual([]);
  });

  it('accepts what the story names in expectedConsoleErrors, by substring', () => {
    const expected = {
      ...nothingExpected,
      expectedConsoleErrors: ['the server responded with a status of 400'],
    };
    expect(unexpectedConsoleErrors([failed(400), failed(401)], expected)).toEqual([failed(401)]);
  });

  it('lets each failed answer of another entry account for one line of its status, and no more', () => {
    expect(unexpectedConsoleErrors([failed(401), failed(401), failed(500)], nothingExpected, [401])).toEqual([
      failed(401),
      failed(500),
    ]);
  });
});
