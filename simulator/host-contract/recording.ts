/**
 * Recording a QA session on one phone into a Playwright spec (simulator/recorder): the panel's
 * commands and what a phone's card shows while it records. Pure types and zod schemas.
 */
import { z } from 'zod';

export const recordCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start') }),
  /** Stops and writes the spec; answers {@link RecordingResult}. */
  z.object({ action: z.literal('stop') }),
  /** The next tap on the phone picks an element to assert on (its text, or that it shows). */
  z.object({ action: z.literal('pickAssertion') }),
  /** An assertion that the page called this bridge method (a click on a bridge-log entry). */
  z.object({
    action: z.literal('assertBridgeCall'),
    method: z.string().regex(/^[A-Za-z_$][\w$.]{0,80}$/, '桥接方法名不正确'),
  }),
]);
export type RecordCommand = z.infer<typeof recordCommandSchema>;

/** A phone's recording in progress, on its card. */
export type RecordingStatus = {
  /** `pick`: the next tap on the phone is an assertion. */
  state: 'on' | 'pick';
  /** What was recorded so far (taps, typing, sheet answers, scenario changes, assertions). */
  steps: number;
};

/** A stopped recording: the spec's text and the file it was written to. */
export type RecordingResult = { file: string; spec: string; steps: number };

/** Replays a stopped recording (a file the host wrote) on other phones. */
export const replayCommandSchema = z.object({
  file: z.string().min(1).max(1000),
  targets: z
    .array(
      z.object({
        device: z.string().min(1).max(60),
        mode: z.enum(['app', 'browser']),
      }),
    )
    .min(1, '请至少选一台手机')
    .max(12, '一次最多回放 12 台'),
});
export type ReplayCommand = z.infer<typeof replayCommandSchema>;

/** How a replay went on one phone; the screenshot of a failure as a data: URL. */
export type ReplayResult = {
  device: string;
  mode: 'app' | 'browser';
  passed: boolean;
  failedStep: string | null;
  error: string | null;
  screenshot: string | null;
  durationMs: number;
};
