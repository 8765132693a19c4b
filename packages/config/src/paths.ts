import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/config/src -> ../../..), used for default data paths. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const defaultDataDir = resolve(repoRoot, '.data');
