import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// One stylesheet is shared by every coop element, so host rules name their element.
globalStyle(':host(coop-quick-pay-button)', { display: 'inline-block' });
globalStyle(':host(coop-quick-pay-button[variant="banner"])', { display: 'block' });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const bannerText = style({ margin: 0, flex: '1 1 16rem' });

export const button = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontWeight: 600,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  cursor: 'pointer',
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
