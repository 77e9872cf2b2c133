import { expect } from 'chai';
import { createElement, createRef, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import manifestJson from '../../../custom-elements.json';
import { elementRegistry, type ElementAttribute } from '../../../widgets/element-registry.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { queryButton, shadowRootOf, waitFor } from '../support/shadow-queries.ts';
import { installSimulator, type InstalledSimulator } from '../support/simulator.ts';

// The properties the package declares (dist/types, custom-elements.json's `members`): one per attribute of
// an element's own, generated from widgets/element-registry.ts. Each must be a property of the element
// that reads and writes its attribute, as declared; a property added to the registry is checked here
// without a word of this file changing.

/** Each widget's entry module, which defines its element. */
const widgets = import.meta.glob('../../../widgets/coop-*.ts');

async function define(tag: string): Promise<void> {
  const load = widgets[`../../../widgets/${tag}.ts`];
  if (!load) throw new Error(`No widgets/${tag}.ts`);
  await load();
  await customElements.whenDefined(tag);
}

/** An element's properties, as the element's class gives them. */
type WithProperties = HTMLElement & Record<string, unknown>;

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Values of the attribute's type to set: each member of a union, or two strings. */
function samplesOf(attribute: ElementAttribute): string[] {
  const members = attribute.type.split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member))
    ? members.map((member) => member.slice(1, -1))
    : [`${attribute.name} one`, `${attribute.name} two`];
}

interface ManifestMember {
  kind: string;
  name: string;
  attribute?: string;
  reflects?: boolean;
}
const manifest = manifestJson as unknown as {
  modules: Array<{ declarations: Array<{ tagName?: string; members?: ManifestMember[] }> }>;
};
const membersOf = (tag: string) =>
  manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === tag)?.members ?? [];

const withAttributes = elementRegistry.filter((entry) => entry.attributes.length > 0);

describe('the properties the package declares for each element', () => {
  it('are in custom-elements.json as fields that reflect their attribute, one per attribute of the element’s own', () => {
    for (const entry of elementRegistry) {
      expect(
        membersOf(entry.tag).map((member) => [member.kind, member.name, member.attribute, member.reflects]),
        entry.tag,
      ).to.deep.equal(
        entry.attributes.map((attribute) => ['field', camelCase(attribute.name), attribute.name, true]),
      );
    }
  });

  for (const entry of withAttributes) {
    describe(`<${entry.tag}>`, () => {
      let element: WithProperties;
      before(() => define(entry.tag));
      beforeEach(() => {
        element = document.createElement(entry.tag) as WithProperties;
      });

      for (const attribute of entry.attributes) {
        const property = camelCase(attribute.name);

        it(`has \`${property}\`, which reads and writes the \`${attribute.name}\` attribute`, () => {
          expect(property in element, `'${property}' in <${entry.tag}>`).to.equal(true);
          // An accessor of the element's class, not a value left on this one element.
          expect(Object.hasOwn(element, property)).to.equal(false);
          expect(element[property], 'while the attribute is absent').to.equal(undefined);

          for (const value of samplesOf(attribute)) {
            element[property] = value;
            expect(element.getAttribute(attribute.name), `after ${property} = '${value}'`).to.equal(value);
            expect(element[property]).to.equal(value);
          }

          element[property] = undefined;
          expect(element.hasAttribute(attribute.name), `after ${property} = undefined`).to.equal(false);
          expect(element[property]).to.equal(undefined);

          const [value] = samplesOf(attribute);
          element.setAttribute(attribute.name, value!);
          expect(element[property], `after setAttribute('${attribute.name}', '${value}')`).to.equal(value);
          element.removeAttribute(attribute.name);
          expect(element[property], `after removeAttribute('${attribute.name}')`).to.equal(undefined);
          element.setAttribute(attribute.name, value!);
          element.setAttribute(attribute.name, '');
          expect(element[property], `after setAttribute('${attribute.name}', '')`).to.equal(undefined);
        });
      }
    });
  }
});

describe('the open shadow root every element but <coop-config> declares', () => {
  for (const entry of elementRegistry.filter((each) => !each.configurationOnly)) {
    it(`<${entry.tag}> has it as soon as it is created`, async () => {
      await define(entry.tag);
      const element = document.createElement(entry.tag);
      expect(element.shadowRoot).to.be.instanceOf(ShadowRoot);
      expect(element.shadowRoot?.mode).to.equal('open');
    });
  }
});

/**
 * What setting a property shows, by `<tag> attribute`: the element renders the value it was given. Each
 * starts from the element connected with the attribute absent.
 */
const renderedEffects: Record<string, (element: WithProperties, root: ShadowRoot) => Promise<void>> = {
  'coop-quick-pay-button label': async (element, root) => {
    expect(root.querySelector('button')?.textContent).to.equal('Quick Pay');
    element.label = 'Pay my bill';
    await waitFor(() => queryButton(root, 'Pay my bill'), 'the button to read "Pay my bill"');
    await expectNoAxeViolations();
    element.label = undefined;
    await waitFor(() => queryButton(root, 'Quick Pay'), 'the button to read "Quick Pay" again');
  },
  'coop-quick-pay-button variant': async (element, root) => {
    expect(root.querySelector('[part~="banner"]')).to.equal(null);
    element.variant = 'banner';
    const banner = await waitFor(() => root.querySelector('[part~="banner"]'), 'the banner');
    expect(banner.textContent).to.contain('Quick Pay');
    await expectNoAxeViolations();
    element.variant = undefined;
    await waitFor(() => !root.querySelector('[part~="banner"]'), 'the banner to go');
  },
  'coop-payment-result kind': async (element, root) => {
    const heading = () => root.querySelector('h2')?.textContent;
    await waitFor(() => heading() === 'Payment successful', 'the success page');
    element.kind = 'cancel';
    await waitFor(() => heading() === 'Payment cancelled', 'the cancel page');
    await expectNoAxeViolations();
    // Back to the default: by the property, and by removing the attribute.
    element.kind = undefined;
    await waitFor(() => heading() === 'Payment successful', 'the success page again');
    element.setAttribute('kind', 'cancel');
    await waitFor(() => heading() === 'Payment cancelled', 'the cancel page again');
    element.removeAttribute('kind');
    await waitFor(() => heading() === 'Payment successful', 'the success page once the attribute is gone');
  },
};

describe('setting a property, on an element in the page', () => {
  let simulator: InstalledSimulator;
  let element: WithProperties | undefined;
  beforeEach(() => {
    simulator = installSimulator();
  });
  afterEach(() => {
    element?.remove();
    element = undefined;
    simulator.uninstall();
  });

  it('names only attributes of the registry', () => {
    const declared = withAttributes.flatMap((entry) =>
      entry.attributes.map((attribute) => `${entry.tag} ${attribute.name}`),
    );
    expect(Object.keys(renderedEffects).filter((key) => !declared.includes(key))).to.deep.equal([]);
  });

  for (const [key, effect] of Object.entries(renderedEffects)) {
    const [tag] = key.split(' ');
    it(`shows it: <${key}>`, async () => {
      await define(tag!);
      element = document.createElement(tag!) as WithProperties;
      element.setAttribute('api-base', simulator.apiBase);
      element.setAttribute('application-id', 'RIVERBEND-WEB');
      document.body.append(element);
      await effect(element, shadowRootOf(element));
    });
  }

  for (const entry of withAttributes) {
    it(`<${entry.tag}>: a property set before the element was defined reaches its attribute`, async () => {
      await define(entry.tag);
      // A document of no window defines no elements: the element is there, its class is not yet.
      const early = document.implementation.createHTMLDocument('').createElement(entry.tag) as WithProperties;
      expect(early).to.not.be.instanceOf(customElements.get(entry.tag)!);
      const values = entry.attributes.map((attribute) => samplesOf(attribute)[0]!);
      entry.attributes.forEach((attribute, index) => (early[camelCase(attribute.name)] = values[index]));
      element = document.adoptNode(early);
      document.body.append(element);
      entry.attributes.forEach((attribute, index) => {
        expect(element!.getAttribute(attribute.name), attribute.name).to.equal(values[index]);
        expect(Object.hasOwn(element!, camelCase(attribute.name)), attribute.name).to.equal(false);
      });
    });
  }
});

// The React wrapper as built (dist/react/index.js, written by `npm run build`), in React 19: its
// camelCase props reach the attributes and properties, its callbacks hear the events, its ref is the element.
const builtWrapper = import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>(
  '../../../dist/react/index.js',
)['../../../dist/react/index.js'];

(builtWrapper ? describe : describe.skip)('the React wrapper, built, in React 19', () => {
  let container: HTMLElement;
  let simulator: InstalledSimulator;
  beforeEach(() => {
    simulator = installSimulator();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    simulator.uninstall();
  });

  it('renders <coop-quick-pay-button> with its attributes, hands it the ref and calls back on its events', async () => {
    const { CoopQuickPayButton } = await builtWrapper!();
    await define('coop-quick-pay-button');
    const ref = createRef<WithProperties>();
    const opened: Event[] = [];
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        createElement(CoopQuickPayButton!, {
          ref,
          label: 'Pay my bill',
          apiBase: simulator.apiBase,
          applicationId: 'RIVERBEND-WEB',
          className: 'pay',
          onCoopQuickPayOpen: (event: Event) => opened.push(event),
        }),
      ),
    );
    const element = ref.current!;
    expect(element.localName).to.equal('coop-quick-pay-button');
    expect(element.className).to.equal('pay');
    expect(element.label).to.equal('Pay my bill');
    expect(element.getAttribute('api-base')).to.equal(simulator.apiBase);
    const button = await waitFor(() => queryButton(shadowRootOf(element), 'Pay my bill'), 'the button');
    button.click();
    await waitFor(() => opened.length === 1, 'coop-quick-pay-open through onCoopQuickPayOpen');
    expect(opened[0]).to.be.instanceOf(CustomEvent);
    root.unmount();
  });
});
