import { expect } from 'chai';
import { Tabs } from '../../../../src/ui/primitives/Tabs/Tabs.tsx';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { expectFocusOn, nextTick, press } from '../../support/keyboard.ts';
import { renderInShadow, type ShadowRender } from '../../support/render-in-shadow.tsx';

// Arrow keys in a shadow root rely on the patched @radix-ui/react-roving-focus (patches/,
// radix-ui/primitives#3838): unpatched, it compares against `document.activeElement` (the shadow host),
// so every key walks through all the tabs and lands on the wrong one.

const sections = [
  { value: 'account', label: 'Account' },
  { value: 'usage', label: 'Usage' },
  { value: 'billing', label: 'Billing' },
  { value: 'documents', label: 'Documents' },
];

function AccountTabs({ defaultValue }: { defaultValue: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue}>
      <Tabs.List aria-label="Account sections">
        {sections.map((section) => (
          <Tabs.Trigger key={section.value} value={section.value}>
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Content key={section.value} value={section.value}>
          {section.label} details
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

describe('Tabs in a shadow root', () => {
  let view: ShadowRender | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it('exposes the parts tabs, tab-list, tab and tab-panel for the host page to style', () => {
    view = renderInShadow(<AccountTabs defaultValue="usage" />);
    const parts = (name: string) => view!.root.querySelectorAll(`[part~="${name}"]`).length;
    expect([parts('tabs'), parts('tab-list'), parts('tab'), parts('tab-panel')]).to.deep.equal([1, 1, 4, 4]);
  });

  function tabsOf(shadow: ShadowRender): HTMLElement[] {
    return [...shadow.root.querySelectorAll<HTMLElement>('[role="tab"]')];
  }

  function selectedPanelText(shadow: ShadowRender): string | null {
    const panels = [...shadow.root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
      (panel) => !panel.hidden,
    );
    expect(panels).to.have.length(1);
    return panels[0]!.textContent;
  }

  it('ArrowRight moves focus and selection exactly one tab to the right', async () => {
    view = renderInShadow(<AccountTabs defaultValue="account" />);
    const tabs = tabsOf(view);
    tabs[0]!.focus();

    await press('ArrowRight');
    await nextTick();
    await expectFocusOn(tabs[1]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(selectedPanelText(view)).to.equal('Usage details');
  });

  it('ArrowLeft moves focus and selection exactly one tab to the left', async () => {
    view = renderInShadow(<AccountTabs defaultValue="billing" />);
    const tabs = tabsOf(view);
    tabs[2]!.focus();

    await press('ArrowLeft');
    await nextTick();
    await expectFocusOn(tabs[1]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(selectedPanelText(view)).to.equal('Usage details');
  });

  it('Home moves focus and selection to the first tab', async () => {
    view = renderInShadow(<AccountTabs defaultValue="billing" />);
    const tabs = tabsOf(view);
    tabs[2]!.focus();

    await press('Home');
    await nextTick();
    await expectFocusOn(tabs[0]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(selectedPanelText(view)).to.equal('Account details');
  });

  it('End moves focus and selection to the last tab', async () => {
    view = renderInShadow(<AccountTabs defaultValue="usage" />);
    const tabs = tabsOf(view);
    tabs[1]!.focus();

    await press('End');
    await nextTick();
    await expectFocusOn(tabs[3]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(selectedPanelText(view)).to.equal('Documents details');
  });

  it('ArrowRight on the last tab wraps to the first', async () => {
    view = renderInShadow(<AccountTabs defaultValue="documents" />);
    const tabs = tabsOf(view);
    tabs[3]!.focus();

    await press('ArrowRight');
    await nextTick();
    await expectFocusOn(tabs[0]);
    expect(selectedPanelText(view)).to.equal('Account details');
  });

  it('Tab from the control before the tabs lands on the selected tab', async () => {
    view = renderInShadow(
      <>
        <button type="button">Before</button>
        <AccountTabs defaultValue="billing" />
      </>,
    );
    const tabs = tabsOf(view);
    view.root.querySelector('button')!.focus();

    await press('Tab');
    await nextTick();
    await expectFocusOn(tabs[2]);
    expect(selectedPanelText(view)).to.equal('Billing details');
  });

  it('keeps closed panels out of the Tab order even when a screen gives its panels a layout class', async () => {
    view = renderInShadow(
      <>
        <style>{'.layout { display: grid; }'}</style>
        <Tabs.Root defaultValue="account">
          <Tabs.List aria-label="Account sections">
            {sections.map((section) => (
              <Tabs.Trigger key={section.value} value={section.value}>
                {section.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Content key={section.value} value={section.value} className="layout">
              {section.label} details
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <button type="button">After</button>
      </>,
    );
    tabsOf(view)[0]!.focus();
    await press('Tab');
    await expectFocusOn(view.root.querySelector('[role="tabpanel"]:not([hidden])')!);
    await press('Tab');
    await expectFocusOn(view.root.querySelector('button:not([role])')!);
  });

  it('has no WCAG A/AA violations', async () => {
    view = renderInShadow(<AccountTabs defaultValue="account" />);
    await expectNoAxeViolations();
  });
});
