export { heading, screen } from '../../ui/styles/account-screen.css.ts';
