import { useId, useState } from 'react';
import type { ServiceApplicationResult } from '../../api/schemas/apply-for-service.ts';
import { type ReceivedRequest, serviceChoiceOf } from '../../domain/apply-for-service/application.ts';
import { applyForServiceErrors } from '../../domain/apply-for-service/errors.ts';
import { applyForServiceMessages as messages } from '../../domain/apply-for-service/messages.ts';
import { knownTimeZone, todayIn } from '../../domain/dates.ts';
import { combineQueries } from '../../state/combine-queries.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { useNavigationState } from '../../ui/navigation/PortalNavigation.tsx';
import { LoadState } from '../../ui/primitives/LoadState/LoadState.tsx';
import { useAccountTypes } from './account-types.ts';
import { ApplicationForm } from './ApplicationForm.tsx';
import { ServiceConfirmation } from './ServiceConfirmation.tsx';
import * as styles from './ApplyForServiceScreen.css.ts';

/** The request sent and its answer, once received. */
interface Received {
  readonly request: ReceivedRequest;
  readonly result: ServiceApplicationResult;
}

/**
 * Application For Service (service-type/application-for-service, public): a start, stop or move request
 * with the service address, the type of service (the site's account types), a requested date from
 * tomorrow, contact details and an identity check (the SSN's last 4 digits, or the deposit notice). It
 * ends with a confirmation number the visitor can print; the back office emails the same confirmation.
 */
export function ApplyForServiceScreen() {
  const { config } = useElementContext();
  const headingId = useId();
  const choice = serviceChoiceOf(useNavigationState());
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const accountTypes = useAccountTypes();
  const [received, setReceived] = useState<Received | null>(null);

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.title}
      </h2>
      <LoadState
        query={combineQueries(site, accountTypes)}
        errors={applyForServiceErrors}
        loadingLabel={messages.loading}
      >
        {([configuration, types]) =>
          received ? (
            <ServiceConfirmation request={received.request} result={received.result} accountTypes={types} />
          ) : (
            <ApplicationForm
              choice={choice}
              accountTypes={types}
              today={todayIn(knownTimeZone(configuration.siteSettings.timeZone))}
              onReceived={(request, result) => setReceived({ request, result })}
            />
          )
        }
      </LoadState>
    </section>
  );
}
