import type axe from 'axe-core';

/**
 * The attributes that name other elements by id. Inside a shadow root an id resolves only in that root:
 * a reference to an element of the page or of another element's root names nothing, and the accessible
 * name or description it was meant to give is silently lost (axe does not report it).
 */
const idReferenceAttributes = [
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
  'aria-details',
  'aria-flowto',
] as const;

/** The roots to search: the context's own, and every open shadow root inside it, however deep. */
function rootsIn(context: axe.ElementContext): (Document | ShadowRoot | Element)[] {
  const start = context instanceof Element || context instanceof Document ? context : document;
  const roots: (Document | ShadowRoot | Element)[] = [start];
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of roots[index]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  return roots;
}

/** Each element's id references (and each label's `for`) that do not resolve in the element's own root. */
export function unresolvedIdReferences(context: axe.ElementContext = document): string[] {
  const problems: string[] = [];
  for (const scope of rootsIn(context)) {
    for (const element of scope.querySelectorAll('*')) {
      const root = element.getRootNode() as Document | ShadowRoot;
      const references: [string, string][] = idReferenceAttributes.flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id): [string, string] => [attribute, id]),
      );
      if (element instanceof HTMLLabelElement && element.htmlFor) references.push(['for', element.htmlFor]);
      for (const [attribute, id] of references) {
        if (root.getElementById(id)) continue;
        const where = root instanceof ShadowRoot ? `in <${root.host.localName}>` : 'in the page';
        problems.push(`<${element.localName}> ${attribute}="${id}" ${where}: no element with that id there`);
      }
    }
  }
  return problems;
}
