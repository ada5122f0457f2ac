#!/usr/bin/env node
// vetrx — runs the built CLI (packages/cli/dist/bin.js, compiled from src/bin.ts, which also stops
// quietly when the reader of a pipe goes away). Build first: npx -y pnpm@12.21.0 --filter "@vetrx/cli..." build
import '../dist/bin.js';
