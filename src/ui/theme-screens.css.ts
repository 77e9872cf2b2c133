import { globalStyle } from '@vanilla-extract/css';
import { screenTokenDefaults } from './theme.css.ts';

/**
 * The defaults of the tokens only React's screens use (see theme.css.ts). The element root's styles
 * import them (element/CoopElementRoot.css.ts): an import with no exports used elsewhere would be
 * dropped from a build, the package being free of side effects outside its entries.
 */
globalStyle(':host', { vars: screenTokenDefaults });
