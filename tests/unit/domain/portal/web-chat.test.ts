import { describe, expect, it } from 'vitest';
import { shouldStartWebChat, visibleChatButtons } from '../../../../src/domain/portal/web-chat.ts';

const chatOn = [{ name: 'WebChatEnabled', enable: true }];
const configured = { apiUrl: 'https://chat.example.org/api', coopId: 'RBEC' };

describe('shouldStartWebChat', () => {
  it('starts the chat with the feature on and both coop id and api address set', () => {
    expect(shouldStartWebChat(chatOn, configured)).toBe(true);
  });

  it('does not start it with the feature off or missing', () => {
    expect(shouldStartWebChat([{ name: 'WebChatEnabled', enable: false }], configured)).toBe(false);
    expect(shouldStartWebChat([], configured)).toBe(false);
  });

  it('does not start it without a coop id or an api address', () => {
    expect(shouldStartWebChat(chatOn, { ...configured, coopId: null })).toBe(false);
    expect(shouldStartWebChat(chatOn, { ...configured, coopId: '  ' })).toBe(false);
    expect(shouldStartWebChat(chatOn, { ...configured, apiUrl: null })).toBe(false);
    expect(shouldStartWebChat(chatOn, { ...configured, apiUrl: '' })).toBe(false);
    expect(shouldStartWebChat(chatOn, null)).toBe(false);
    expect(shouldStartWebChat(chatOn, undefined)).toBe(false);
  });
});

describe('visibleChatButtons', () => {
  it('keeps the visible quick buttons only, in their order', () => {
    const buttons = [
      { label: 'Pay my bill', value: 'pay', visible: true },
      { label: 'Report an outage', value: 'outage', visible: false },
      { label: 'Start service', value: 'start', visible: true },
    ];
    expect(visibleChatButtons(buttons).map((button) => button.value)).toEqual(['pay', 'start']);
    expect(visibleChatButtons([])).toEqual([]);
  });
});
