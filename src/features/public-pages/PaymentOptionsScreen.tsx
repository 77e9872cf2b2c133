import { paymentOptionsTiles } from '../../domain/public-pages/pages.ts';
import { portalMessages } from '../../domain/portal/messages.ts';
import { PublicPage } from './PublicPage.tsx';
import { Tiles } from '../../ui/primitives/Tiles/Tiles.tsx';

/** Payment Options (spec 01 §2.7): Paperless, Pay Now and EZ Pay. */
export function PaymentOptionsScreen() {
  const items = paymentOptionsTiles().map((tile) => ({
    id: tile.id,
    title: tile.title,
    description: tile.description,
    link: tile.target,
  }));
  return (
    <PublicPage title={portalMessages.titles.paymentOptions}>
      <Tiles items={items} />
    </PublicPage>
  );
}
