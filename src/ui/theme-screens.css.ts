import { globalStyle } from '@vanilla-extract/css';
import { screenTokenDefaults } from './theme.css.ts';

/**
 * The defaults of the tokens only React's screens use (see theme.css.ts), loaded with React by every
 * element root, the Quick Pay dialog's included.
 */
globalStyle(':host', { vars: screenTokenDefaults });
