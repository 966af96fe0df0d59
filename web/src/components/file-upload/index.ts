// The browser's upload control (issue 10: receipts, profile picture), beside the form pieces it uses.
export { FileUploadField, UploadProgress, formatFileSize } from './file-upload-field';
export { useUpload, type UploadStatus, type UseUploadOptions } from './use-upload';
export { sendUpload, UploadNetworkError, type UploadResponse } from './upload-request';
