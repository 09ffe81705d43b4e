/**
 * The shape of one route of the contract and the helpers the per-resource route lists build
 * routes with (standard error responses, counted GET routes under /api).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';

/** One documented response. */
export interface ResponseContract {
  description: string;
  /** Body schema; absent = no body described. */
  schema?: z.ZodType;
  /** Media type of the body (default `application/json`). */
  contentType?: string;
}

/** One route of the API. */
export interface RouteContract {
  /** Stable operation name, also the OpenAPI `operationId`. */
  operationId: string;
  method: 'get' | 'post';
  /** Express-style path, e.g. `/api/artist/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Path parameters (all text in, converted). */
  params?: z.ZodObject;
  /** Query parameters (all text in, converted). */
  query?: z.ZodObject;
  /** JSON request body. Violations → 422. */
  body?: z.ZodType;
  responses: { [status: number]: ResponseContract };
  /** Requires the bearer token. */
  auth: boolean;
  /** Counts against the caller's daily quota (SPEC 8). */
  counted: boolean;
}

export const ERR = (description: string): ResponseContract => ({ description, schema: S.ErrorBody });
export const E400 = ERR('Bad request: a parameter is missing, malformed or out of range');
export const E401 = ERR('Authentication failed: missing or invalid bearer token');
export const E404 = ERR('Not found');
export const E429 = ERR(
  'Too Many Requests (see Retry-After): daily quota reached, or a request costing more than what remains (nothing charged), ' +
    'or too many failed authentications from this address',
);
export const E503 = ERR('The search engine did not answer within the deadline, or a backing service is down; see Retry-After');

/** 200 + 400/401/404/429: every GET lookup, list and search. */
export function apiResponses(schema: z.ZodType, description: string): RouteContract['responses'] {
  return { 200: { description, schema }, 400: E400, 401: E401, 404: E404, 429: E429 };
}

export type RouteInput = Omit<RouteContract, 'auth' | 'counted' | 'method'> &
  Partial<Pick<RouteContract, 'auth' | 'counted' | 'method'>>;

/** A GET route under /api: token required, counted. */
export function api(
  r: Omit<RouteInput, 'responses'> & {
    response: z.ZodType;
    responseDescription: string;
    moreResponses?: RouteContract['responses'];
  },
): RouteContract {
  const { response, responseDescription, moreResponses, ...rest } = r;
  return {
    method: 'get',
    auth: true,
    counted: true,
    ...rest,
    responses: { ...apiResponses(response, responseDescription), ...moreResponses },
  };
}

export function route(r: RouteInput): RouteContract {
  return { method: 'get', auth: true, counted: true, ...r };
}
