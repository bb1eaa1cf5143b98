import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeOptionsOf, serverNodeOptions } from '../../scripts/server-command.ts';

describe('the server command', () => {
  it.each([
    ['tsx scripts/build.ts --if-missing && node dist/main.js', []],
    ['tsx scripts/build.ts && node --max-semi-space-size=32 dist/main.js', ['--max-semi-space-size=32']],
    ['node --a --b=1 dist/main.js', ['--a', '--b=1']],
    ['tsx server/main.ts', undefined],
  ])('reads the Node options of %j', (command, options) => {
    expect(nodeOptionsOf(command)).toEqual(options);
  });

  it('is the same in the Docker image as in npm start, which the benches use', () => {
    const options = serverNodeOptions(process.cwd());
    expect(options).toContain('--max-semi-space-size=32');
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...options, 'dist/main.js']);
  });
});
