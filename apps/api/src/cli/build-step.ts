import { spawnSync } from 'node:child_process';
import { beginBuild, buildIsCurrent, finishBuild } from './build-stamp.ts';

/**
 * `begin` and `finish` bracket `npm run build`; `ensure` is `npm start`'s first step: it builds only
 * when there is no finished build of the sources as they are.
 */
const step = process.argv[2];
if (step === 'begin') {
  beginBuild();
} else if (step === 'finish') {
  finishBuild();
} else if (step === 'ensure') {
  if (!buildIsCurrent()) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
    process.exitCode = result.status ?? 1;
  }
} else {
  console.error('usage: build-step.ts begin | finish | ensure');
  process.exitCode = 2;
}
