import { useId, useLayoutEffect, useRef } from 'react';
import type { ServiceApplicationResult } from '../../api/schemas/apply-for-service.ts';
import { addressLine, type ReceivedRequest } from '../../domain/apply-for-service/application.ts';
import { applyForServiceMessages as messages } from '../../domain/apply-for-service/messages.ts';
import { formatDate } from '../../domain/dates.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { RouteLink } from '../../ui/navigation/RouteContext.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { DetailList } from '../../ui/primitives/DetailList/DetailList.tsx';
import * as styles from './ApplyForServiceScreen.css.ts';

const texts = messages.confirmation;

export interface ServiceConfirmationProps {
  readonly request: ReceivedRequest;
  readonly result: ServiceApplicationResult;
  readonly accountTypes: readonly { accountType: string; description: string }[];
}

/**
 * The received request: its confirmation number and what was asked, focused on arrival; Print prints this
 * confirmation alone (the print stylesheet leaves the rest of the page off).
 */
export function ServiceConfirmation({ request, result, accountTypes }: ServiceConfirmationProps) {
  const { host } = useElementContext();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  const accountType =
    accountTypes.find((type) => type.accountType === request.accountType)?.description ?? request.accountType;
  const items = [
    { label: texts.request, value: messages.requestTypes[request.requestType] },
    ...(accountType ? [{ label: texts.accountType, value: accountType }] : []),
    { label: texts.serviceAddress, value: addressLine(request.serviceAddress) },
    ...(request.previousAddress ? [{ label: messages.previousAddress, value: request.previousAddress }] : []),
    { label: texts.requestedDate, value: formatDate(request.requestedDate) ?? request.requestedDate },
  ];
  return (
    <article className={styles.confirmation} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.confirmationHeading}>
        {texts.heading}
      </h3>
      <p className={styles.notice}>{texts.lead}</p>
      <div>
        <p className={styles.notice}>{texts.number}</p>
        <p className={styles.confirmationNumber}>{result.confirmationNumber}</p>
      </div>
      <DetailList items={items} />
      <p className={styles.notice}>{texts.emailed(request.email)}</p>
      <div className={`${styles.actions} ${styles.notPrinted}`}>
        <RouteLink to="home">{texts.home}</RouteLink>
        <Button variant="secondary" onClick={() => host.ownerDocument.defaultView?.print()}>
          {texts.print}
        </Button>
      </div>
    </article>
  );
}
