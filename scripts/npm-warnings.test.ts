import { describe, expect, it } from 'vitest';
import { createWarningFolder } from './npm-warnings.mjs';

const npmOutput = `npm warn ERESOLVE overriding peer dependency
npm warn While resolving: @react-spring/web@9.6.1
npm warn Found: react@19.3.1
npm warn node_modules/react
npm warn
npm warn Could not resolve dependency:
npm warn peer react@"^16.8.0 || ^17.0.0 || ^18.0.0" from @react-spring/web@9.6.1
npm warn Conflicting peer dependency: react@18.3.1
npm warn   peer react@"^16.8.0 || ^17.0.0 || ^18.0.0" from @react-spring/web@9.6.1
npm warn EBADENGINE Unsupported engine {
npm warn EBADENGINE   package: 'cookie@2.0.2',
npm warn EBADENGINE   required: { node: '>=22' },
npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }
npm warn EBADENGINE }
npm warn EBADENGINE Unsupported engine {
npm warn EBADENGINE   package: 'electron@45.4.1',
npm warn EBADENGINE   required: { node: '>= 22.12.0' },
npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }
npm warn EBADENGINE }
npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported

added 1138 packages in 2m`;

function fold(text: string) {
  const folder = createWarningFolder();
  const shown = text.split('\n').flatMap((line) => {
    const kept = folder.take(line);
    return kept === null ? [] : [kept];
  });
  return { shown, summary: folder.summary() };
}

describe('folding npm install warnings', () => {
  it('passes every other line through, in order', () => {
    expect(fold(npmOutput).shown).toEqual([
      'npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported',
      '',
      'added 1138 packages in 2m',
    ]);
  });

  it('names the packages that declare a newer Node, once, in one line', () => {
    const [engines] = fold(npmOutput).summary;
    expect(engines).toContain('2 个开发依赖声明需要 Node ≥ 22（cookie、electron）');
    expect(engines).toContain('Node 20.19 及以上');
  });

  it('names the peer declarations npm overrode', () => {
    expect(fold(npmOutput).summary[1]).toContain(
      '@react-spring/web 声明 peer 依赖 react@"^16.8.0 || ^17.0.0 || ^18.0.0"',
    );
  });

  it('says nothing when npm warned about nothing it folds', () => {
    expect(fold('added 3 packages in 1s').summary).toEqual([]);
  });
});
