import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { ShareInfo } from '@/lib/share';
import type { ChartPart } from '../components/money-chart';
import type { ResultRow } from '../components/result-rows';
import { decodeForm } from '../lib/form-codec';

/** One block of a result page, in the order the page shows them. */
export type ResultSection =
  | { readonly kind: 'rows'; readonly header?: string; readonly rows: readonly ResultRow[] }
  | { readonly kind: 'chart'; readonly title: string; readonly parts: readonly ChartPart[] }
  /** A paragraph of explanation; `warn` colours it, `status` announces it (a finding about this result). */
  | {
      readonly kind: 'hint';
      readonly text: ReactNode;
      readonly warn?: boolean;
      readonly status?: boolean;
    }
  /** A block only one mode has (the monthly list, the bonus cliffs). */
  | { readonly kind: 'block'; readonly node: ReactNode };

/** What a result page shows for one set of inputs. */
export interface ResultView {
  readonly share: ShareInfo;
  readonly headline: { readonly label: string; readonly value: string };
  /** Blocks under the headline; `null`, `false` and `undefined` are blocks this result leaves out. */
  readonly sections: readonly (ResultSection | null | false | undefined)[];
  /** Actions beside 重新计算. */
  readonly actions?: ReactNode;
}

/** A mode's result: how it reads its `:form` and what it shows for it. */
export interface ResultMode {
  /** The view of a `:form` param, or null when the param cannot be read. */
  present(param: string | undefined): ResultView | null;
}

/**
 * A result mode from the schema of its stored input and the view of a decoded form; the view gets
 * the raw param too, for links that carry the same inputs elsewhere.
 */
export function resultMode<S extends z.core.$ZodType>(
  schema: S,
  view: (form: z.infer<S>, param: string) => ResultView | null,
): ResultMode {
  return {
    present(param) {
      const form = decodeForm(schema, param);
      return form && param ? view(form, param) : null;
    },
  };
}
