/**
 * Where `npm run typecheck` keeps its record (tsc's incremental build info): a second check of the same
 * tree reads it and checks only what changed (package.json's typecheck script names the same file). The
 * scaffold's test copies it into its copy of the project.
 */
export const typecheckBuildInfo = 'node_modules/.cache/coop/typecheck.tsbuildinfo';
