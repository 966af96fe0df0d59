import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { FormData, request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { UPLOAD_FILE_FIELD } from '@mall/site/uploads';
import { buildUrl, classifyReply, type CallContext } from '../upstream/client';
import { endpointTemplate } from '../upstream/endpoint';
import { createUpstreamMetrics } from '../upstream/metrics';
import { fail, ok, type Result, type UpstreamFailure } from '../upstream/result';
import type { ReceivedUpload } from './receive-upload';

/**
 * Sends a received upload to the platform as multipart/form-data (undici's FormData, the file
 * streamed from disk), with the member's token. POST replies are used whole (spec §7). Never retried.
 */
export async function forwardUpload<S extends z.ZodType>(
  server: Pick<FastifyInstance, 'log' | 'metricsRegistry'> & { config: Pick<FastifyInstance['config'], 'UPSTREAM_TIMEOUT_MS'> },
  call: CallContext & { token: string },
  path: string,
  upload: Pick<ReceivedUpload, 'fields' | 'file'>,
  schema: S,
): Promise<Result<z.output<S>, UpstreamFailure>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(UPLOAD_FILE_FIELD, await openAsBlob(upload.file.path, { type: upload.file.type }), upload.file.name);
  const headers: Record<string, string> = { origin: call.tenant.origin, accept: 'application/json', authorization: `Bearer ${call.token}` };
  if (call.requestId) headers['x-request-id'] = call.requestId;
  // Sending takes time of its own: the call's timeout plus a second per megabyte.
  const timeoutMs = server.config.UPSTREAM_TIMEOUT_MS + Math.ceil(upload.file.size / (1024 * 1024)) * 1000;
  const metrics = createUpstreamMetrics(server.metricsRegistry);
  const started = performance.now();
  let status = 'network';
  try {
    const response = await undiciRequest(buildUrl(call.tenant.upstreamUrl, path), { method: 'POST', headers, body: form, signal: AbortSignal.timeout(timeoutMs) });
    status = String(response.statusCode);
    const text = await response.body.text();
    let parsed: unknown = null;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      return fail(classifyReply(path, response.statusCode, null) ?? { kind: 'protocol', message: 'upstream reply is not JSON', retryable: false, path, status: response.statusCode });
    }
    const failure = classifyReply(path, response.statusCode, parsed);
    if (failure) return fail(failure);
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      server.log.warn({ tenant: call.tenant.id, path, issues: checked.error.issues.slice(0, 5) }, 'upstream reply has an unexpected shape');
      return fail({ kind: 'protocol', message: 'upstream reply has an unexpected shape', retryable: false, path, status: response.statusCode });
    }
    return ok(checked.data);
  } catch (error) {
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    status = timedOut ? 'timeout' : 'network';
    return fail({ kind: timedOut ? 'timeout' : 'network', message: timedOut ? 'upstream timed out' : 'upstream unreachable', retryable: true, path });
  } finally {
    metrics.observe({ tenant: call.tenant.id, method: 'POST', endpoint: endpointTemplate(path), status }, (performance.now() - started) / 1000);
  }
}
