// browser-test-page: own (it reads the styles of a page that has loaded only the Quick Pay button's module)
import { expect } from 'chai';
import { registeredCss } from '../../../src/ui/styles/shadow-sheet.ts';
import '../../../widgets/coop-quick-pay-button.ts';

/**
 * The Quick Pay button's first script brings only the theme's first-script tokens (theme.css.ts); the
 * screens' tokens come with React (theme-screens.css.ts). This page loads the button's module alone, as
 * a marketing page does before the visitor shows intent.
 */
describe('the theme tokens of a first script', () => {
  const usedTokens = (css: string) => [
    ...new Set([...css.matchAll(/var\((--coop-[a-z-]+)\)/g)].map((m) => m[1]!)),
  ];

  it('defines every token the styles registered so far use, before React has loaded', () => {
    const button = document.createElement('coop-quick-pay-button');
    button.setAttribute('variant', 'banner');
    document.body.append(button);
    try {
      const css = registeredCss();
      const tokens = usedTokens(css);
      // The button, its banner and its frame, and the host's text reset.
      expect(tokens).to.include.members([
        '--coop-color-primary',
        '--coop-color-overlay',
        '--coop-dialog-width',
        '--coop-font-family',
        '--coop-color-text',
      ]);
      const host = getComputedStyle(button);
      expect(tokens.filter((token) => host.getPropertyValue(token).trim() === '')).to.deep.equal([]);
      // The screens' own tokens are not there yet: they come with React.
      expect(host.getPropertyValue('--coop-color-danger').trim()).to.equal('');
      expect(css).not.to.include('--coop-color-danger:');
    } finally {
      button.remove();
    }
  });

  it('defines the screens’ tokens once an element root’s styles have loaded', async () => {
    await import('../../../src/ui/element/CoopElementRoot.css.ts');
    const button = document.createElement('coop-quick-pay-button');
    document.body.append(button);
    try {
      // The shared sheet is rebuilt in a microtask after a stylesheet registers.
      await Promise.resolve();
      const host = getComputedStyle(button);
      expect(host.getPropertyValue('--coop-color-danger').trim()).to.match(/^light-dark\(/);
      expect(host.getPropertyValue('--coop-area-min-height').trim()).to.equal('100vh');
      const undefinedTokens = usedTokens(registeredCss()).filter(
        (token) => host.getPropertyValue(token).trim() === '',
      );
      expect(undefinedTokens).to.deep.equal([]);
    } finally {
      button.remove();
    }
  });
});
