import { Suspense, useState } from 'react';
import { getCapitalCreditFile } from '../../api/account-overview.ts';
import { accountOverviewMessages as messages } from '../../domain/account-overview/messages.ts';
import type { PdfTarget, QuickLink } from '../../domain/account-overview/quick-links.ts';
import { portalUrl } from '../../domain/portal/links.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import * as styles from './LinkListCard.css.ts';
import { OverviewCard } from './OverviewCard.tsx';
import { PdfViewerDialog, preloadOverviewDialogs } from './overview-dialogs.ts';

export interface LinkListCardProps {
  readonly title: string;
  readonly cardId: string;
  readonly links: readonly QuickLink<string>[];
  /** Who asks for a document link's file. */
  readonly member: { readonly memberNumber: string; readonly accessToken: string };
}

/**
 * A card of links (quick links, payment programs): each shown link leads to its portal route; the
 * customer-configured PDF opens in the PDF viewer through the capital credit PDF view call.
 */
export function LinkListCard({ title, cardId, links, member }: LinkListCardProps) {
  const { client } = useElementContext();
  const [openDocument, setOpenDocument] = useState<{ title: string; target: PdfTarget } | null>(null);
  return (
    <OverviewCard title={title} cardId={cardId}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id} data-link={link.id}>
            {link.target.kind === 'route' ? (
              <RouteLink className={styles.link} to={portalUrl(link.target)} state={link.target.state}>
                {link.title}
              </RouteLink>
            ) : (
              <button
                type="button"
                className={styles.documentButton}
                aria-haspopup="dialog"
                onPointerEnter={preloadOverviewDialogs}
                onFocus={preloadOverviewDialogs}
                onClick={() => setOpenDocument({ title: link.title, target: link.target as PdfTarget })}
              >
                {link.title}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {openDocument ? (
          <PdfViewerDialog
            open
            onOpenChange={(open) => {
              if (!open) setOpenDocument(null);
            }}
            title={openDocument.title || messages.customerPdfTitle}
            file={(signal) => getCapitalCreditFile(client, member, openDocument.target.url, signal)}
            missingMessage={messages.errors.capitalCreditFileNotFound}
          />
        ) : null}
      </Suspense>
    </OverviewCard>
  );
}
