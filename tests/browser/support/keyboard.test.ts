import { expect } from 'chai';
import { readingOrderProblems, tabTo } from './keyboard.ts';

/** A form in a shadow root; `onSecondFocus` is what focusing its second field does. */
function mountForm(onSecondFocus: (root: ShadowRoot) => void): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  for (const name of ['First', 'Second']) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.id = name.toLowerCase();
    label.append(name, input);
    root.append(label);
  }
  const button = document.createElement('button');
  button.textContent = 'Send';
  root.append(button);
  root.getElementById('second')?.addEventListener('focus', () => onSecondFocus(root));
  return root;
}

describe('tabTo, the keyboard walk of the form tests', () => {
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('reaches the control with Tab, naming each stop', async () => {
    const root = mountForm(() => {});
    const stops = await tabTo(root.querySelector('button')!);
    expect(stops).to.deep.equal(['input#first "First"', 'input#second "Second"', 'button "Send"']);
  });

  it('fails when focusing a field opens a dialog', async () => {
    const root = mountForm((shadow) => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      shadow.append(dialog);
    });
    const failure = await tabTo(root.querySelector('button')!).catch((error: Error) => error.message);
    expect(failure).to.equal('Focusing input#second "Second" changed the context: a dialog opened');
  });

  it('fails when focusing a field moves focus on or changes the address', async () => {
    const moving = mountForm((shadow) => {
      location.hash = '#/elsewhere';
      setTimeout(() => shadow.querySelector('button')?.focus());
    });
    const failure = await tabTo(moving.querySelector('button')!).catch((error: Error) => error.message);
    expect(failure).to.match(
      /^Focusing input#second "Second" changed the context: the address became .*#\/elsewhere, focus moved on to button "Send"$/,
    );
  });

  it('fails when Tab never reaches the control', async () => {
    const root = mountForm(() => {});
    const unreachable = document.createElement('button');
    unreachable.tabIndex = -1;
    root.append(unreachable);
    const failure = await tabTo(unreachable, 5).catch((error: Error) => error.message);
    expect(failure).to.match(/^Tab did not reach button "" in 5 presses: input#first/);
  });
});

describe('readingOrderProblems, the reading order of the form tests', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds none in a column or a row, and names a row whose order is reversed by its style', () => {
    const root = mountForm(() => {});
    expect(readingOrderProblems(root)).to.deep.equal([]);
    const row = document.createElement('div');
    row.style.display = 'flex';
    row.style.flexDirection = 'row-reverse';
    row.style.justifyContent = 'flex-end';
    row.append(...root.querySelectorAll('label'));
    root.prepend(row);
    expect(readingOrderProblems(root)).to.deep.equal([
      'input#second "Second" comes after input#first "First" but reads before it',
    ]);
  });
});
