/** One phone's recording: where it started and what happened since, oldest first. */
import { generateSpec, type GenerateOptions } from './generate-spec';
import type { RecordedEvent, RecordingStart } from './types';

export class Recording {
  private readonly events: RecordedEvent[] = [];
  picking = false;

  constructor(readonly start: RecordingStart) {}

  add(event: RecordedEvent): void {
    this.events.push(event);
  }

  get steps(): number {
    return this.events.length;
  }

  toSpec(options?: GenerateOptions): Promise<string> {
    return generateSpec(this.start, this.events, options);
  }
}
