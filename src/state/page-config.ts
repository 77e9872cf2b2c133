/**
 * Raw configuration from the page: the attributes of `<coop-config>` merged with `configure()` calls,
 * then an element's own attributes. Dependency-free on purpose: the Quick Pay button reads it before
 * any heavier code loads. Validation happens in config.ts.
 */
export const configAttributeNames = [
  'api-base',
  'application-id',
  'payment-origins',
  'storage',
  'home-url',
  'portal-url',
  'verify-timeout',
  'custom-asset-origins',
  'meter-portal-origins',
  // Read page-wide by state/language.ts and per element by ui/element/scheme.ts, not by config.ts.
  'lang',
  'scheme',
] as const;
export type ConfigAttributeName = (typeof configAttributeNames)[number];
export type RawConfig = Partial<Record<ConfigAttributeName, string>>;

const programmaticKey = Symbol.for('coop.config.programmatic');
const listenersKey = Symbol.for('coop.config.listeners');

function configListeners(): Set<() => void> {
  const holder = globalThis as typeof globalThis & { [listenersKey]?: Set<() => void> };
  return (holder[listenersKey] ??= new Set());
}

/** Watches the page-wide configuration (`<coop-config>` and `configure()`); returns the unsubscribe. */
export function subscribeToPageConfig(listener: () => void): () => void {
  const listeners = configListeners();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the elements the page-wide configuration changed, so they read it again. */
export function notifyPageConfigChanged(): void {
  for (const listener of [...configListeners()]) listener();
}

function programmaticConfig(): RawConfig {
  const holder = globalThis as typeof globalThis & { [programmaticKey]?: RawConfig };
  return (holder[programmaticKey] ??= {});
}

/** Sets page-wide configuration from script, as an alternative to a `<coop-config>` element. */
export function setProgrammaticConfig(values: RawConfig): void {
  Object.assign(programmaticConfig(), values);
  notifyPageConfigChanged();
}

function attributesOf(element: Element | null): RawConfig {
  const values: RawConfig = {};
  if (!element) return values;
  for (const name of configAttributeNames) {
    const value = element.getAttribute(name);
    if (value !== null && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/** Page configuration, overridden by the attributes of `element` when given. */
export function readRawConfig(element?: Element): RawConfig {
  const pageElement = typeof document === 'undefined' ? null : document.querySelector('coop-config');
  return { ...attributesOf(pageElement), ...programmaticConfig(), ...attributesOf(element ?? null) };
}
