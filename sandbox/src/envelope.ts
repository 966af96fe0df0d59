// The upstream's reply envelope (DESIGN.md "Upstream contract"): GET → `{ data }`, POST/PATCH →
// `{ status: 'success', data, message }`, failures → `{ status: 'error', httpStatus, message, errors? }`.
// Every route builds its replies here so the shapes cannot drift between areas.

import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  status: 'error';
  httpStatus: string;
  message: string;
  errors?: FieldErrors;
}

export interface SuccessBody<T> {
  status: 'success';
  data: T;
  message: string;
}

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  links: PageLink[];
  data: T[];
}

/** 'Not Found' → 'NotFound', 'Unprocessable Entity' → 'UnprocessableEntity'; the platform drops spaces. */
export function httpStatusName(code: number): string {
  const phrase = STATUS_CODES[code] ?? 'Error';
  return phrase.replace(/[^A-Za-z]/g, '');
}

export function ok<T>(data: T): { data: T } {
  return { data };
}

export function success<T>(data: T, message: string): SuccessBody<T> {
  return { status: 'success', data, message };
}

export function errorBody(code: number, message: string, errors?: FieldErrors): ErrorBody {
  const body: ErrorBody = { status: 'error', httpStatus: httpStatusName(code), message };
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  return body;
}

export function sendError(reply: FastifyReply, code: number, message: string, errors?: FieldErrors): FastifyReply {
  return reply.code(code).send(errorBody(code, message, errors));
}

/**
 * Laravel-style length-aware page. A page past the end is answered with an empty `data`, as the
 * platform does, not with an error: the bff must cope with a list that shrank between two calls.
 * `pageUrl` builds the link for a page number (null for disabled prev/next links).
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
  pageUrl: (page: number) => string,
): Page<T> {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const links: PageLink[] = [
    { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
  ];
  for (let n = 1; n <= lastPage; n++) links.push({ url: pageUrl(n), label: String(n), active: n === page });
  links.push({ url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    links,
    data: items.slice(start, start + perPage),
  };
}
