import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { heading, screen } from '../../ui/styles/account-screen.css.ts';
export { cellField } from '../../ui/primitives/fields.css.ts';

export const tabs = style({ minWidth: 0 });

/** On paper the tabs are left out. */
export const tabList = style({
  '@media': {
    print: { display: 'none' },
  },
});

/** A tab's content: its sections stacked. */
export const panel = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A group of fields with its legend. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  maxWidth: '36em',
});

export const wideSection = style([section, { maxWidth: 'none' }]);

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600, fontSize: '1.1em' });

export const note = style({ margin: 0, color: vars.color.textMuted });

/** The select-all boxes above the accounts. */
export const selectAll = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** Submit All at the end of the tabs. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

/** The MFA mode card. */
export const modeCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  maxWidth: '36em',
});

export const modeTitle = style({ margin: 0, fontSize: '1.1em' });

export const cardText = style({ margin: 0 });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The setup view: the QR code, the manual key, the code. */
export const setup = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  maxWidth: '36em',
});

export const qrCode = style({ width: '150px', height: '150px', background: '#ffffff' });

export const manualKey = style({
  fontFamily: 'monospace',
  fontSize: '1.05em',
  width: '100%',
  maxWidth: '24em',
});

export const codeField = style({ maxWidth: '12em' });
