#!/usr/bin/env node
import { main } from './cli.ts';

// The package's OpenAPI document sits one folder up from the built command (dist/openapi.json).
process.exitCode = await main(process.argv.slice(2), new URL('../openapi.json', import.meta.url));
