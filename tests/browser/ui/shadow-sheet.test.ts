import { expect } from 'chai';
import { adoptSharedStyles, getSharedSheet, registerStyles } from '../../../src/ui/styles/shadow-sheet.ts';

describe('the shared shadow stylesheet', () => {
  it('is rebuilt once for a batch of stylesheets registered together, as a chunk loads', async () => {
    getSharedSheet();
    const original = CSSStyleSheet.prototype.replaceSync;
    let rebuilds = 0;
    CSSStyleSheet.prototype.replaceSync = function counted(this: CSSStyleSheet, text: string) {
      rebuilds += 1;
      original.call(this, text);
    };
    try {
      registerStyles('/test/a.css.ts', '.batch-a { color: rgb(1, 2, 3); }');
      registerStyles('/test/b.css.ts', '.batch-b { color: rgb(4, 5, 6); }');
      registerStyles('/test/c.css.ts', '.batch-c { color: rgb(7, 8, 9); }');
      expect(rebuilds).to.equal(0);
      await Promise.resolve();
      expect(rebuilds).to.equal(1);
    } finally {
      CSSStyleSheet.prototype.replaceSync = original;
    }
    const rules = [...getSharedSheet().cssRules].map((rule) => rule.cssText);
    expect(rules).to.include.members([
      '.batch-a { color: rgb(1, 2, 3); }',
      '.batch-b { color: rgb(4, 5, 6); }',
      '.batch-c { color: rgb(7, 8, 9); }',
    ]);
  });

  it('gives a root that adopts it in the same task every style registered so far', () => {
    registerStyles('/test/d.css.ts', '.batch-d { color: rgb(10, 11, 12); }');
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    adoptSharedStyles(root);
    const probe = document.createElement('p');
    probe.className = 'batch-d';
    root.append(probe);
    expect(getComputedStyle(probe).color).to.equal('rgb(10, 11, 12)');
    host.remove();
  });
});
