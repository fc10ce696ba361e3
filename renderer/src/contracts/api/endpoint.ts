/**
 * What one endpoint of the API is: its method, its path (with `:name` parameters), the schemas of
 * its path parameters, query and body, and the schema of the envelope's `data` it answers.
 *
 * Each endpoint is declared once, as a plain object literal `as const satisfies Endpoint` (no
 * function call, so a page that does not use it does not download it). The app's fetchers call it
 * through `callEndpoint` (renderer/src/lib/api) and the mock API serves it through `defineRoute`
 * (simulator/api/lib/route.ts): neither can name another path or parse another shape.
 *
 * Types only: this module adds nothing to a bundle.
 */
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any zod schema: the contracts are `zod/mini`; the simulator's own endpoints may be classic. */
export type AnySchema = z.core.$ZodType;

/** A body that is not JSON: the fetcher sends FormData or URLSearchParams as they are. */
export type BodyEncoding = 'application/x-www-form-urlencoded' | 'multipart/form-data';

export type Endpoint = {
  readonly method: HttpMethod;
  /** Fastify's syntax: `/news/detail/:id`. */
  readonly path: string;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** Schema of the envelope's `data`. */
  readonly response: AnySchema;
  readonly contentType?: BodyEncoding;
  /**
   * A POST that changes nothing on the server (the original API declares some reads as POSTs): the
   * app may send it ahead of its page, as a route's `firstRead`.
   */
  readonly readOnly?: true;
};

/**
 * What a caller needs of an endpoint at run time: its request schemas are only types to it (the
 * server parses requests). The home page calls its feeds through these halves, so the first screen
 * downloads no request schema.
 */
export type EndpointBase<E extends Endpoint> = Pick<E, 'method' | 'path' | 'response'>;

/** `'/exam/answer/propList/:examId/:index'` → `'examId' | 'index'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a caller fills a path with (the route's params schema coerces them). */
export type PathParams<E extends Endpoint> = Record<PathParamNames<E['path']>, string | number>;

type SchemaOf<E extends Endpoint, K extends 'query' | 'body'> = E extends {
  readonly [P in K]: infer S extends AnySchema;
}
  ? S
  : undefined;

/** The query a caller passes: the query schema's input. */
export type EndpointQuery<E extends Endpoint> =
  SchemaOf<E, 'query'> extends AnySchema ? z.input<SchemaOf<E, 'query'>> : undefined;

/** The body a caller passes: the body schema's input, or the encoded form the endpoint takes. */
export type EndpointBody<E extends Endpoint> = E extends { readonly contentType: BodyEncoding }
  ? FormData | URLSearchParams
  : SchemaOf<E, 'body'> extends AnySchema
    ? z.input<SchemaOf<E, 'body'>>
    : undefined;

/** What the endpoint answers (the envelope's `data`, parsed). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

type Optional<T> = Partial<T> extends T ? true : false;

/**
 * A call's input: `params` when the path has parameters, `query` and `body` when the endpoint
 * declares them (optional when every field of theirs is).
 */
export type EndpointInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E> }) &
  (SchemaOf<E, 'query'> extends AnySchema
    ? Optional<EndpointQuery<E>> extends true
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : unknown) &
  (E extends { readonly contentType: BodyEncoding }
    ? { body: EndpointBody<E> }
    : SchemaOf<E, 'body'> extends AnySchema
      ? Optional<EndpointBody<E>> extends true
        ? { body?: EndpointBody<E> }
        : { body: EndpointBody<E> }
      : unknown);
