import { describe, expect, it } from 'vitest';
import { nextPointIndex, pageStepFor, pointAnnouncement } from '../../../src/domain/chart-navigation.ts';

describe('nextPointIndex', () => {
  it('moves one point with the arrows and stops at the ends', () => {
    expect(nextPointIndex(4, 'ArrowRight', 12, 3)).toBe(5);
    expect(nextPointIndex(4, 'ArrowLeft', 12, 3)).toBe(3);
    expect(nextPointIndex(11, 'ArrowRight', 12, 3)).toBe(11);
    expect(nextPointIndex(0, 'ArrowLeft', 12, 3)).toBe(0);
  });

  it('moves a page step later with Page Up and earlier with Page Down, as a slider does, stopping at the ends', () => {
    expect(nextPointIndex(100, 'PageUp', 17_280, 96)).toBe(196);
    expect(nextPointIndex(100, 'PageDown', 17_280, 96)).toBe(4);
    expect(nextPointIndex(17_250, 'PageUp', 17_280, 96)).toBe(17_279);
    expect(nextPointIndex(50, 'PageDown', 17_280, 96)).toBe(0);
  });

  it('goes to the first and last point with Home and End', () => {
    expect(nextPointIndex(7, 'Home', 12, 3)).toBe(0);
    expect(nextPointIndex(7, 'End', 12, 3)).toBe(11);
    expect(nextPointIndex(null, 'Home', 12, 3)).toBe(0);
    expect(nextPointIndex(null, 'End', 12, 3)).toBe(11);
  });

  it('starts on the first point with a key that moves forward and on the last with one that moves back', () => {
    expect(nextPointIndex(null, 'ArrowRight', 12, 3)).toBe(0);
    expect(nextPointIndex(null, 'PageUp', 12, 3)).toBe(0);
    expect(nextPointIndex(null, 'ArrowLeft', 12, 3)).toBe(11);
    expect(nextPointIndex(null, 'PageDown', 12, 3)).toBe(11);
  });

  it('ignores other keys, and every key when there are no points', () => {
    expect(nextPointIndex(3, 'ArrowUp', 12, 3)).toBe(null);
    expect(nextPointIndex(3, 'Tab', 12, 3)).toBe(null);
    expect(nextPointIndex(3, 'Enter', 12, 3)).toBe(null);
    expect(nextPointIndex(null, 'ArrowRight', 0, 3)).toBe(null);
    expect(nextPointIndex(null, 'End', 0, 3)).toBe(null);
  });

  it('keeps a cursor left beyond fewer points within them, and a step of less than one at one', () => {
    expect(nextPointIndex(20, 'ArrowLeft', 12, 3)).toBe(10);
    expect(nextPointIndex(2, 'PageUp', 12, 0)).toBe(3);
  });
});

describe('pageStepFor', () => {
  it('is a day of readings within a day, a week of days, and a quarter of months or bills', () => {
    expect(pageStepFor(900)).toBe(96);
    expect(pageStepFor(3600)).toBe(24);
    expect(pageStepFor(300)).toBe(288);
    expect(pageStepFor(86_400)).toBe(7);
    expect(pageStepFor(23 * 3600)).toBe(7);
    expect(pageStepFor(28 * 86_400)).toBe(3);
    expect(pageStepFor(null)).toBe(3);
  });
});

describe('pointAnnouncement', () => {
  it('says the x value, each series with its value, and the position among the points', () => {
    expect(
      pointAnnouncement({
        at: '11/15/2025',
        index: 1,
        pointCount: 12,
        series: [{ label: 'Usage', value: '980 kWh' }],
      }),
    ).toBe('11/15/2025: Usage 980 kWh. Point 2 of 12.');
  });

  it('says which series has no value there, and groups the thousands of long positions', () => {
    expect(
      pointAnnouncement({
        at: '01/02/2026 00:15',
        index: 97,
        pointCount: 17_280,
        series: [
          { label: 'Usage', value: null },
          { label: 'Average', value: '0.42 kWh' },
        ],
      }),
    ).toBe('01/02/2026 00:15: Usage no value, Average 0.42 kWh. Point 98 of 17,280.');
  });
});
