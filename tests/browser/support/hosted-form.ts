import { resetHostedFormSubmission } from '../../../src/ui/payment/submit-hosted-form.ts';

/** A form the page auto-posted to the hosted payment page: its address and its fields, in order. */
export interface PostedForm {
  readonly action: string;
  readonly fields: Array<[string, string]>;
}

/**
 * Stands in for the browser leaving for the hosted payment page: each form the page posts is recorded
 * in `posted` instead of sent. Start it in `beforeEach`, and `restore()` it in `afterEach`, which also
 * takes the posted forms off the page.
 */
export function captureHostedFormPosts(): { readonly posted: PostedForm[]; restore(): void } {
  const posted: PostedForm[] = [];
  const originalSubmit = HTMLFormElement.prototype.submit;
  resetHostedFormSubmission();
  HTMLFormElement.prototype.submit = function capture(this: HTMLFormElement) {
    posted.push({
      action: this.action,
      fields: [...new FormData(this).entries()].map(([name, value]): [string, string] => [
        name,
        String(value),
      ]),
    });
  };
  return {
    posted,
    restore() {
      HTMLFormElement.prototype.submit = originalSubmit;
      document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
    },
  };
}

/**
 * Stands in for the member pressing Back on the hosted payment page: the browser restores the page from
 * its back-forward cache as it was when it left, and tells it with a `pageshow` whose `persisted` is true.
 */
export function returnFromHostedPage(): void {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
}
