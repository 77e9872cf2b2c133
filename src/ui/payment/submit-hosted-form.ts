/**
 * Posts the hosted payment form to the payment page. Built with DOM APIs (never innerHTML) and
 * submitted at most once per page: a second call is ignored. Card and bank numbers never pass through
 * here; the hosted page takes them.
 */
let submitted = false;

export function submitHostedForm(
  document: Document,
  actionUrl: URL,
  fields: ReadonlyArray<readonly [string, string]>,
): boolean {
  if (submitted) return false;
  submitted = true;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = actionUrl.href;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return true;
}

/** For tests that post more than once in one page. */
export function resetHostedFormSubmission(): void {
  submitted = false;
}
