import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** demo-host/: its pages, its gateway stylesheet and its saved state. */
export const demoHostDirectory = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The project: its builds (dist, storybook-static), custom-elements.json and package.json. */
export const projectDirectory = path.dirname(demoHostDirectory);
