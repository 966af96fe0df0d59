import { UPLOAD_REQUEST_HEADER } from '@mall/site/uploads';

// One upload as the browser sends it (issue 10: receipts, profile picture): multipart/form-data by
// XMLHttpRequest, whose upload events tell the progress (fetch has none for a request body), with the
// header that marks the site's own uploads (a cross-site form cannot send it). The session's cookie
// goes with it (same origin).

export interface UploadResponse {
  status: number;
  /** The JSON answer, or null when there was none (a proxy's page, an empty body). */
  body: unknown;
}

/** No answer at all: the connection failed or was cut. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload did not reach the server.');
    this.name = 'UploadNetworkError';
  }
}

/** Sends `form` to `url`; `onProgress` gets whole percents of the body sent (0–100). */
export function sendUpload(url: string, form: FormData, onProgress: (percent: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(UPLOAD_REQUEST_HEADER, '1');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.floor((event.loaded * 100) / event.total)));
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    const failed = () => reject(new UploadNetworkError());
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(form);
  });
}
