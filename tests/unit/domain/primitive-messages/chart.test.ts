import { describe, expect, it } from 'vitest';
import { chartMessages } from '../../../../src/domain/primitive-messages/chart.ts';

describe('chartMessages', () => {
  it('names the table toggle, its pages and an empty cell', () => {
    expect(chartMessages.showTable).toBe('Show the numbers as a table');
    expect(chartMessages.hideTable).toBe('Hide the table');
    expect(chartMessages.noValue).toBe('No value');
    expect(chartMessages.previousRows).toBe('Previous rows');
    expect(chartMessages.nextRows).toBe('Next rows');
    expect(chartMessages.goToRows).toBe('Go to rows');
  });

  it('describes the focusable plot and how its keys work', () => {
    expect(chartMessages.plotRoleDescription).toBe('interactive chart');
    expect(chartMessages.plotKeyboardHint).toBe(
      'Use the Left and Right arrow keys to read the values point by point, Page Up and Page Down to move further, Home and End to go to the first and last point.',
    );
  });

  it('reads a point with each series and its position', () => {
    expect(chartMessages.pointValue('Usage', '980 kWh')).toBe('Usage 980 kWh');
    expect(chartMessages.pointNoValue('Usage')).toBe('Usage no value');
    expect(chartMessages.point('11/15/2025', ['Usage 980 kWh', 'Average 1,000 kWh'], '2', '12')).toBe(
      '11/15/2025: Usage 980 kWh, Average 1,000 kWh. Point 2 of 12.',
    );
  });

  it('names a page of rows by its first and last x value, and the rows shown', () => {
    expect(chartMessages.rowsFromTo('01/01/2026 00:00', '01/01/2026 23:45')).toBe(
      '01/01/2026 00:00 to 01/01/2026 23:45',
    );
    expect(chartMessages.rowsFromTo('09/15/2026', '09/15/2026')).toBe('09/15/2026');
    expect(chartMessages.rowsOf('97', '192', '17,280')).toBe('Rows 97–192 of 17,280');
  });
});
