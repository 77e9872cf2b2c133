import { servicesAndProductsTiles } from '../../domain/portal/home.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { PublicPage } from './PublicPage.tsx';
import { Tiles } from './Tiles.tsx';

/**
 * Services and Products (spec 03 §2.10): four tiles, each opening the partner's site in a new window.
 * The site configuration carries no partner addresses yet, so a tile without one only informs.
 */
export function ServicesAndProductsScreen() {
  const items = servicesAndProductsTiles().map((tile) => ({
    id: tile.id,
    title: tile.title,
    description: tile.description,
    link: tile.href ? { kind: 'external' as const, href: tile.href } : null,
  }));
  return (
    <PublicPage title={portalMessages.servicesAndProducts.title}>
      <Tiles items={items} />
    </PublicPage>
  );
}
