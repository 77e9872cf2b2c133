import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../../src/api/account-overview.ts';

describe('decodeBase64', () => {
  it('turns the back office base64 into the file bytes, line breaks ignored', () => {
    expect([...decodeBase64('JVBE\nRi0x')]).toEqual([...new TextEncoder().encode('%PDF-1')]);
  });

  it('throws on text that is not base64', () => {
    expect(() => decodeBase64('not base64!')).toThrow();
  });
});
