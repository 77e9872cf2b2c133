import { servicesAndProductsTiles } from '../../domain/public-pages/pages.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { PublicPage } from './PublicPage.tsx';
import { Tiles } from '../../ui/primitives/Tiles/Tiles.tsx';

export interface ServicesAndProductsScreenProps {
  /** Partner sites from the site configuration (webContent.servicesAndProducts). */
  readonly addresses: {
    readonly energySavings: string | null;
    readonly applianceRepair: string | null;
    readonly treeTrimming: string | null;
    readonly securitySystems: string | null;
  };
}

/**
 * Services and Products (spec 03 §2.10): four tiles, each opening the partner's site in a new window;
 * a tile whose partner the site has not set only informs.
 */
export function ServicesAndProductsScreen({ addresses }: ServicesAndProductsScreenProps) {
  const items = servicesAndProductsTiles({
    'energy-savings': addresses.energySavings,
    'appliance-repair': addresses.applianceRepair,
    'tree-trimming': addresses.treeTrimming,
    'security-systems': addresses.securitySystems,
  }).map((tile) => ({
    id: tile.id,
    title: tile.title,
    description: tile.description,
    link: tile.href ? { kind: 'external' as const, href: tile.href } : null,
  }));
  return (
    <PublicPage title={portalMessages.titles.servicesAndProducts}>
      <Tiles items={items} />
    </PublicPage>
  );
}
