import { describe, expect, it } from 'vitest';
import { accountDetailLines } from '../../../../src/domain/account-overview/sections.ts';
import { accountStatusName } from '../../../../src/domain/account-overview/status-names.ts';
import { switchLanguage } from '../../../../src/domain/language.ts';

describe('an account status as the member reads it', () => {
  it('keeps the English names, tidied whatever the case or spacing; an unknown status as sent', () => {
    expect(accountStatusName('Past Due')).toBe('Past Due');
    expect(accountStatusName(' PAST  due ')).toBe('Past Due');
    expect(accountStatusName('final billed')).toBe('Final Billed');
    expect(accountStatusName('Seasonal Hold')).toBe('Seasonal Hold');
    expect(accountStatusName('constructor')).toBe('constructor');
  });

  it('says the statuses of spec 02 §4 in Spanish on a Spanish page, in the account lines too', async () => {
    await switchLanguage('es');
    try {
      expect(
        [
          'Current',
          'Past Due',
          'Pending Reconnect',
          'Pending Disconnect',
          'Disconnected',
          'Final Billed',
        ].map(accountStatusName),
      ).toEqual([
        'Al día',
        'Vencida',
        'Reconexión pendiente',
        'Desconexión pendiente',
        'Desconectada',
        'Facturación final',
      ]);
      expect(accountStatusName('Seasonal Hold')).toBe('Seasonal Hold');
      const lines = accountDetailLines({
        accountHolderName: 'Jordan Rivera',
        accountNumber: '300100202',
        accountStatus: null,
        derivedStatus: 'Past Due',
        serviceAddress: '2210 Basalt Ridge Rd',
      });
      expect(lines[2]?.value).toBe('Vencida');
    } finally {
      await switchLanguage('en');
    }
  });
});
