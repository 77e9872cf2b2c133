import { useId, useLayoutEffect, useRef, useState } from 'react';
import { unclaimedCapitalCreditsMessages as messages } from '../../domain/unclaimed-capital-credits/messages.ts';
import type { UnclaimedCredit, UnclaimedSearch } from '../../domain/unclaimed-capital-credits/search.ts';
import { isSet } from '../../domain/portal/site-configuration.ts';
import { useSiteConfigurationQuery } from '../../state/site-configuration.ts';
import { useElementContext } from '../../ui/element/ElementContext.tsx';
import { Alert } from '../../ui/primitives/Alert/Alert.tsx';
import { Button } from '../../ui/primitives/Button/Button.tsx';
import { ClaimForm } from './ClaimForm.tsx';
import { SearchForm } from './SearchForm.tsx';
import { UnclaimedResults } from './UnclaimedResults.tsx';
import * as styles from './UnclaimedCapitalCreditsScreen.css.ts';

/** Where the visitor is: searching (step one), claiming one result (step two), or done. */
type Step =
  | { readonly kind: 'search' }
  | { readonly kind: 'claim'; readonly credit: UnclaimedCredit }
  | { readonly kind: 'sent'; readonly message: string };

const noSearch: UnclaimedSearch = { firstName: '', lastName: '', companyName: '' };

/**
 * Unclaimed Capital Credits (spec 03 §2.9, §4, public): step one searches by first, last and company
 * name and lists the matches; Claim opens step two, the contact form, whose Cancel returns to the same
 * results; a sent claim hides the form and shows the back office's message. The cooperative's message
 * (unclaimedCapitalCreditMsg) heads the page.
 */
export function UnclaimedCapitalCreditsScreen() {
  const { config } = useElementContext();
  const headingId = useId();
  const site = useSiteConfigurationQuery(config.apiBase, config.applicationId);
  const siteMessage = site.status === 'ready' ? site.data.configuration.unclaimedCapitalCreditMsg : null;
  const [step, setStep] = useState<Step>({ kind: 'search' });
  /** The search last sent; null before the first. */
  const [searched, setSearched] = useState<UnclaimedSearch | null>(null);

  // Each change of step moves focus to the top of what is shown now (not on arrival).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {messages.title}
      </h2>
      {isSet(siteMessage) && <p className={styles.siteMessage}>{siteMessage.trim()}</p>}
      {step.kind === 'search' && (
        <div className={styles.step}>
          <h3 ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
            {messages.searchHeading}
          </h3>
          <p className={styles.text}>{messages.searchInstructions}</p>
          <SearchForm initial={searched ?? noSearch} onSearch={setSearched} />
          {searched && (
            <UnclaimedResults search={searched} onClaim={(credit) => go({ kind: 'claim', credit })} />
          )}
        </div>
      )}
      {step.kind === 'claim' && (
        <div className={styles.step}>
          <h3 ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
            {messages.claimHeading}
          </h3>
          <ClaimForm
            credit={step.credit}
            onCancel={() => go({ kind: 'search' })}
            onSent={(message) => go({ kind: 'sent', message })}
          />
        </div>
      )}
      {step.kind === 'sent' && (
        <div className={styles.step}>
          <h3 ref={stepHeading} tabIndex={-1} className={styles.stepHeading}>
            {messages.claimHeading}
          </h3>
          <Alert tone="success">{step.message || messages.claimSent}</Alert>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setSearched(null);
                go({ kind: 'search' });
              }}
            >
              {messages.newSearch}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
