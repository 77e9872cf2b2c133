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
  expiresAt: Date.now() + 60_000,
};

const memberSession = {
  accessToken: 'access',
  memberNumber: '1001',
  memberMfaEnabled: false,
  expiresAt: Date.now() + 60_000,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('session storage atoms', () => {
  it('keep the member session in sessionStorage by default and remove it when set to null', async () => {
    const { memberSessionAtom, storageKeys } = await loadSession();
    const store = createStore();
    store.set(memberSessionAtom, memberSession);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.member) ?? 'null')).toEqual(memberSession);
    expect(localStorage.getItem(storageKeys.member)).toBe(null);
    store.set(memberSessionAtom, null);
    expect(sessionStorage.getItem(storageKeys.member)).toBe(null);
  });

  it('use localStorage when the page opts in with storage="local"', async () => {
    const { memberSessionAtom, storageKeys } = await loadSession();
    const config = document.createElement('coop-config');
    config.setAttribute('storage', 'local');
    document.body.append(config);
    createStore().set(memberSessionAtom, memberSession);
    expect(JSON.parse(localStorage.getItem(storageKeys.member) ?? 'null')).toEqual(memberSession);
    expect(sessionStorage.getItem(storageKeys.member)).toBe(null);
  });

  it('use the storage attribute of an element configured on its own, when the page does not say', async () => {
    const { memberSessionAtom, storageKeys } = await loadSession();
    const element = document.createElement('coop-login');
    element.setAttribute('storage', 'local');
    document.body.append(element);
    createStore().set(memberSessionAtom, memberSession);
    expect(JSON.parse(localStorage.getItem(storageKeys.member) ?? 'null')).toEqual(memberSession);
    expect(sessionStorage.getItem(storageKeys.member)).toBe(null);
  });

  it('let <coop-config> decide over an element’s own storage attribute', async () => {
    const { memberSessionAtom, storageKeys } = await loadSession();
    const config = document.createElement('coop-config');
    config.setAttribute('storage', 'session');
    const element = document.createElement('coop-login');
    element.setAttribute('storage', 'local');
    document.body.append(config, element);
    createStore().set(memberSessionAtom, memberSession);
    expect(sessionStorage.getItem(storageKeys.member)).not.toBe(null);
    expect(localStorage.getItem(storageKeys.member)).toBe(null);
  });

  it('keep the quick-pay token in the tab’s sessionStorage even when the page chose localStorage', async () => {
    const { quickPaySessionAtom, storageKeys } = await loadSession();
    const config = document.createElement('coop-config');
    config.setAttribute('storage', 'local');
    document.body.append(config);
    const store = createStore();
    store.set(quickPaySessionAtom, quickPaySession);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.quickPay) ?? 'null')).toEqual(quickPaySession);
    expect(localStorage.getItem(storageKeys.quickPay)).toBe(null);
    store.set(quickPaySessionAtom, null);
    expect(sessionStorage.getItem(storageKeys.quickPay)).toBe(null);
  });

  it('discard a stored quick-pay token past its expiry', async () => {
    sessionStorage.setItem(
      'coop.session.quickPay',
      JSON.stringify({ ...quickPaySession, expiresAt: Date.now() - 1 }),
    );
    const { quickPaySessionAtom } = await loadSession();
    expect(createStore().get(quickPaySessionAtom)).toBe(null);
    expect(sessionStorage.getItem('coop.session.quickPay')).toBe(null);
  });

  it('discard a stored quick-pay token without an expiry', async () => {
    const { expiresAt: _expiresAt, ...withoutExpiry } = quickPaySession;
    sessionStorage.setItem('coop.session.quickPay', JSON.stringify(withoutExpiry));
    const { quickPaySessionAtom } = await loadSession();
    expect(createStore().get(quickPaySessionAtom)).toBe(null);
  });

  it('read back a stored session that passes validation', async () => {
    sessionStorage.setItem('coop.session.member', JSON.stringify(memberSession));
    const { memberSessionAtom } = await loadSession();
    expect(createStore().get(memberSessionAtom)).toEqual(memberSession);
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
