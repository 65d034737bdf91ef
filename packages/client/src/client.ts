/**
 * The client: the API's typed paths (generated from the served document) on openapi-fetch, over
 * a fetch that keys every write and retries what is safe to retry (retrying-fetch.ts).
 *
 * - `smr.GET/POST/PUT/PATCH/DELETE(path, init)` answer the response body's value, typed by
 *   path, and throw `ApiError` for an error status or `ApiConnectionError` when no answer came.
 * - `smr.api` is the openapi-fetch client itself (`{ data, error, response }`, never throws on a
 *   status), for reading headers such as `ETag`.
 * - `smr.paginate(path, init)` walks every record of a list; `smr.sync(path, options)` follows a
 *   polled list or the change feed by cursor, page by page, saving its position (pagination.ts).
 */
import { createRequire } from 'node:module';
import createOpenApiClient, { type Client, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { ApiError } from './errors.js';
import type { paths } from './generated/api.js';
import {
  paginate, sync, type ItemOf, type ListBodyOf, type ListInit, type ListPath, type ListWithDeleted, type QueryOfInit, type SyncItemOf, type SyncOptions,
  type SyncPage, type SyncPath, type SyncQuery,
} from './pagination.js';
import { serializeQuery } from './query.js';
import { retryingFetch, retryOptions, type RetryOptions } from './retrying-fetch.js';

/** The package's version, from its package.json (one place to change it). */
export const CLIENT_VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

export interface ClientOptions {
  /** The service's address, such as `https://smr.example.com` (no `/v2`). */
  baseUrl: string;
  /** An organization API key, `smr_…` (the operator token for `/admin`); left out, no Authorization is sent (the public `/healthz`, `/readyz`). */
  apiKey?: string;
  /** Retrying (see RetryOptions); `{ retries: 0 }` turns it off. */
  retry?: Partial<RetryOptions>;
  /** Headers sent with every request, such as `X-On-Behalf-Of`. */
  headers?: Record<string, string>;
  /** The fetch to send with (default: the global one). */
  fetch?: typeof fetch;
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
type Success<Response> = Response extends { data: infer Data; error?: never } ? Data : never;

/** A method answering the body of a 2xx (undefined for a 204), typed by path; an error status throws ApiError. */
export type DataMethod<Method extends HttpMethod> = <Path extends PathsWithMethod<paths, Method>, Init extends MaybeOptionalInit<paths[Path], Method>>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Success<FetchResponse<Extract<paths[Path][Method], Record<string | number, any>>, Init, `${string}/${string}`>>>;

/**
 * GET: a DataMethod whose list of action items, events, assets or locations has the records the
 * request asked for: live ones, or with `includeDeleted: true` the deleted ones too (ItemOf).
 */
export type GetMethod = <Path extends PathsWithMethod<paths, 'get'>, Init extends MaybeOptionalInit<paths[Path], 'get'>>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Path extends ListWithDeleted
  ? ListBodyOf<Path, QueryOfInit<Init, MaybeOptionalInit<paths[Path], 'get'>>>
  : Success<FetchResponse<Extract<paths[Path]['get'], Record<string | number, any>>, Init, `${string}/${string}`>>>;

export interface SmrClient {
  GET: GetMethod;
  POST: DataMethod<'post'>;
  PUT: DataMethod<'put'>;
  PATCH: DataMethod<'patch'>;
  DELETE: DataMethod<'delete'>;
  /** The openapi-fetch client: `{ data, error, response }`, an error status returned rather than thrown. */
  api: Client<paths>;
  /** Every record of a list, page after page (by cursor where the list has one). */
  paginate<Path extends ListPath, Init extends ListInit<Path>>(path: Path, init?: Init): AsyncGenerator<ItemOf<Path, QueryOfInit<Init, ListInit<Path>>>>;
  /** A polled list or `/v2/changes`, by cursor from the checkpoint's position, one page at a time. */
  sync<Path extends SyncPath, Query extends SyncQuery<Path>>(path: Path, options: SyncOptions<Path, Query>): AsyncGenerator<SyncPage<SyncItemOf<Path, Query>>>;
}

/** The body of an answer, or the ApiError it carries. */
async function dataOf<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await result;
  if (!response.ok) throw new ApiError(response.status, error, response.headers);
  return data as T;
}

export function createClient(options: ClientOptions): SmrClient {
  const api = createOpenApiClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }), 'user-agent': `smr-client/${CLIENT_VERSION}` },
    querySerializer: serializeQuery,
    fetch: retryingFetch(retryOptions(options.retry), options.fetch) as typeof fetch,
  });
  const throwing = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    ((url: never, ...init: never[]) => dataOf((api[method] as (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown; response: Response }>)(url, ...init))) as never;
  const client: SmrClient = {
    GET: throwing('GET'),
    POST: throwing('POST'),
    PUT: throwing('PUT'),
    PATCH: throwing('PATCH'),
    DELETE: throwing('DELETE'),
    api,
    paginate: (path, init) => paginate(client, path, init),
    sync: (path, syncOptions) => sync(client, path, syncOptions),
  };
  return client;
}
