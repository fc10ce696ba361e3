import { describe, expect, it } from 'vitest';
import { failureOf, type PlaywrightJsonReport } from './replay-report';

const report = (result: { status: string } & Record<string, unknown>): PlaywrightJsonReport => ({
  suites: [{ suites: [{ specs: [{ tests: [{ results: [result] }] }] }] }],
});

describe('failureOf', () => {
  it('says nothing for a passed test', () => {
    expect(failureOf(report({ status: 'passed' }))).toBeNull();
  });

  it('names the innermost failed step, the error without colours, and the screenshot', () => {
    const failure = failureOf(
      report({
        status: 'failed',
        error: {
          message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\nline 2',
        },
        steps: [
          { title: '首页' },
          {
            title: '确认订单',
            error: { message: 'x' },
            steps: [{ title: '支付', error: { message: 'x' } }],
          },
        ],
        attachments: [
          { name: 'trace', contentType: 'application/zip', path: '/t/trace.zip' },
          { name: 'screenshot', contentType: 'image/png', path: '/t/test-failed-1.png' },
        ],
      }),
    );
    expect(failure).toEqual({
      step: '支付',
      error: 'Error: expect(locator).toBeVisible() failed\nline 2',
      screenshot: '/t/test-failed-1.png',
    });
  });

  it('reports a spec that ran no test (it did not load) as a failure', () => {
    expect(failureOf({ suites: [], errors: [{ message: 'SyntaxError: x' }] })).toEqual({
      step: null,
      error: 'SyntaxError: x',
      screenshot: null,
    });
  });
});
