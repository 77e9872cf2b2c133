/** The browser suite's test files, a few to a page (test-pages.mjs). */
export const ownPageMark: RegExp;
export const testPagesDirectory: string;
export function isSharedTestPage(file: string): boolean;
export function refuseOnSharedPage(command: string, testFile: string): void;
export function packTestPages(
  files: readonly { readonly path: string; readonly weight: number }[],
  pageCount: number,
): string[][];
export function testPageModule(files: readonly string[]): string;
export function browserTestFiles(root: string, directory: string): string[];
export function writeTestPages(options: {
  readonly root: string;
  readonly directory: string;
  readonly sharedPageCount: number;
}): string[];
