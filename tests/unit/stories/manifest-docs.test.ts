import { describe, expect, it } from 'vitest';
import { elementDocs, unionOptions } from '../../../stories/support/manifest-docs.ts';

describe('Storybook docs from custom-elements.json', () => {
  it('reads the options of a union type, and none of anything else', () => {
    expect(unionOptions("'hash' | 'path'")).toEqual(['hash', 'path']);
    expect(unionOptions("'banner'")).toEqual(['banner']);
    expect(unionOptions('string')).toEqual([]);
    expect(unionOptions(undefined)).toEqual([]);
  });

  it('makes an element’s own attributes controls under their property names, unions as radio buttons', () => {
    const { argTypes } = elementDocs('coop-account-overview');
    expect(argTypes.layout).toMatchObject({
      name: 'layout',
      control: 'inline-radio',
      options: ['detailed', 'basic'],
      table: { category: 'attributes' },
    });
    expect(elementDocs('coop-payment-result').argTypes.kind).toMatchObject({
      name: 'kind',
      control: 'inline-radio',
      options: ['success', 'cancel'],
      table: { category: 'attributes', defaultValue: { summary: '"success"' } },
    });
    expect(elementDocs('coop-quick-pay').argTypes.accountNo).toMatchObject({
      name: 'account-no',
      control: 'text',
    });
  });

  it('lists configuration attributes, events, parts and custom properties as table rows by category', () => {
    const { argTypes, parameters } = elementDocs('coop-quick-pay-button');
    expect(argTypes['attribute:api-base']).toMatchObject({
      control: false,
      table: { category: 'configuration attributes' },
    });
    expect(argTypes['event:coop-payment-submitted']).toMatchObject({
      control: false,
      table: {
        category: 'events',
        type: {
          summary: 'CustomEvent<{ accountNumber: string; amount: number; paymentType: "cc" | "echeck" }>',
        },
      },
    });
    expect(argTypes['part:button']).toMatchObject({ table: { category: 'css parts' } });
    expect(argTypes['property:--coop-color-primary']).toMatchObject({
      table: { category: 'css custom properties', defaultValue: { summary: '#0b5cad' } },
    });
    expect(parameters.docs.description.component).toContain('Opens Quick Pay');
  });

  it('keeps the attributes as rows only when the story sets the element up itself', () => {
    expect(elementDocs('coop-portal', { controls: false }).argTypes.routing).toMatchObject({
      control: false,
    });
  });

  it('refuses an element the manifest does not have', () => {
    expect(() => elementDocs('coop-nothing')).toThrow('custom-elements.json has no <coop-nothing>');
  });
});
