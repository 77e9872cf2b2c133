// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The atoms read storage when their module is evaluated (getOnInit), so each test loads it afresh.
async function loadSession() {
  vi.resetModules();
  return import('../../../src/state/session.ts');
}

const quickPaySession = {
  token: 'quick-pay-token',
  memberNumber: '1001',
  encryptedAccount: 'encrypted',
  accountNumber: '300100200',
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('session storage atoms', () => {
  it('keep the quick-pay token in sessionStorage by default and remove it when set to null', async () => {
    const { quickPaySessionAtom, storageKeys } = await loadSession();
    const store = createStore();
    store.set(quickPaySessionAtom, quickPaySession);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.quickPay) ?? 'null')).toEqual(quickPaySession);
    expect(localStorage.getItem(storageKeys.quickPay)).toBe(null);
    store.set(quickPaySessionAtom, null);
    expect(sessionStorage.getItem(storageKeys.quickPay)).toBe(null);
  });

  it('use localStorage when the page opts in with storage="local"', async () => {
    const { quickPaySessionAtom, storageKeys } = await loadSession();
    const config = document.createElement('coop-config');
    config.setAttribute('storage', 'local');
    document.body.append(config);
    const store = createStore();
    store.set(quickPaySessionAtom, quickPaySession);
    expect(JSON.parse(localStorage.getItem(storageKeys.quickPay) ?? 'null')).toEqual(quickPaySession);
    expect(sessionStorage.getItem(storageKeys.quickPay)).toBe(null);
  });

  it('use the storage attribute of an element configured on its own, when the page does not say', async () => {
    const { quickPaySessionAtom, storageKeys } = await loadSession();
    const element = document.createElement('coop-login');
    element.setAttribute('storage', 'local');
    document.body.append(element);
    createStore().set(quickPaySessionAtom, quickPaySession);
    expect(JSON.parse(localStorage.getItem(storageKeys.quickPay) ?? 'null')).toEqual(quickPaySession);
    expect(sessionStorage.getItem(storageKeys.quickPay)).toBe(null);
  });

  it('let <coop-config> decide over an element’s own storage attribute', async () => {
    const { quickPaySessionAtom, storageKeys } = await loadSession();
    const config = document.createElement('coop-config');
    config.setAttribute('storage', 'session');
    const element = document.createElement('coop-login');
    element.setAttribute('storage', 'local');
    document.body.append(config, element);
    createStore().set(quickPaySessionAtom, quickPaySession);
    expect(sessionStorage.getItem(storageKeys.quickPay)).not.toBe(null);
    expect(localStorage.getItem(storageKeys.quickPay)).toBe(null);
  });

  it('read back a stored session that passes validation', async () => {
    const member = { accessToken: 'access', memberNumber: '1001', memberMfaEnabled: false, expiresAt: null };
    sessionStorage.setItem('coop.session.member', JSON.stringify(member));
    const { memberSessionAtom } = await loadSession();
    expect(createStore().get(memberSessionAtom)).toEqual(member);
  });

  it('discard and remove a stored value that does not match its schema', async () => {
    sessionStorage.setItem('coop.session.member', JSON.stringify({ accessToken: 42, memberNumber: '1001' }));
    const { memberSessionAtom } = await loadSession();
    expect(createStore().get(memberSessionAtom)).toBe(null);
    expect(sessionStorage.getItem('coop.session.member')).toBe(null);
  });

  it('discard a value that is not JSON', async () => {
    sessionStorage.setItem('coop.session.quickPay', '{not json');
    const { quickPaySessionAtom } = await loadSession();
    expect(createStore().get(quickPaySessionAtom)).toBe(null);
  });
});
