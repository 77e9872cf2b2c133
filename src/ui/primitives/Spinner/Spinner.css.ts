import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { forcedColors } from '../../theme.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

export const circle = style({
  display: 'block',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still shows activity, without fast motion.
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '2.4s',
    },
    // A transparent side would be painted like the others there, and the turning ring would not show.
    [forcedColors]: { borderRightColor: 'Canvas' },
  },
});

export const sizes = styleVariants({
  small: { width: '1em', height: '1em' },
  medium: { width: '1.5em', height: '1.5em' },
  large: { width: '2.5em', height: '2.5em', borderWidth: 3 },
});
