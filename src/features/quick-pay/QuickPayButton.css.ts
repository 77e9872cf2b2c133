import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// One stylesheet is shared by every coop element, so host rules name their element.
// `!important` like the platform's own `:host` display (src/ui/styles/host.css.ts): pages cannot change it.
globalStyle(':host(coop-quick-pay-button)', { display: 'inline-block !important' });
globalStyle(':host(coop-quick-pay-button[variant="banner"])', { display: 'block !important' });
globalStyle(':host(coop-quick-pay-button[hidden])', { display: 'none !important' });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const bannerText = style({ margin: 0, flex: '1 1 16em' });

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
