// The two demo cooperatives (docs/demo-data.md): every per-site slice of the state has both.

/** Riverbend Electric Cooperative: the default site, every feature on but the meter portal. */
export const riverbendApplicationId = 'RIVERBEND-WEB';

/** Prairie Wind Power Cooperative: the meter-portal variant with a custom menu and no Quick Pay. */
export const prairieApplicationId = 'PRAIRIE-WEB';

/** One entry per site, built by `build` for each: how a service seeds its per-site data. */
export function perSite<Entry>(build: (applicationId: string) => Entry): Record<string, Entry> {
  return {
    [riverbendApplicationId]: build(riverbendApplicationId),
    [prairieApplicationId]: build(prairieApplicationId),
  };
}
