import type { FastifyPluginAsync } from 'fastify';
import { receiptSchema } from '@mall/site/forms';
import { uploadRoute } from '../upload-route/upload-route';
import { toReceipt } from './mapper';
import { receiptFile } from './receipt-file';
import { receiptCreatedSchema } from './upstream';

// Uploading a receipt (issue 10 "Dashboard: receipts"; spec §7 `me/receipts`): `POST /api/receipts?lang=`
// as multipart/form-data (`shop`, `amount`, `purchaseDate`, `file`), through the shared upload route
// (bff/src/upload-route/upload-route.ts: a member's session, the site's own pages only, the type from the bytes,
// UPLOAD_MAX_BYTES, the rate limit, the file streamed to the platform; a photo re-encoded and a PDF
// checked first, receipt-file.ts). 201 with the new receipt,
// pending, display-ready; the platform's refusals land on the form's fields.

export const receiptsUploadPath = '/api/receipts';

const receiptsUploadRoute: FastifyPluginAsync = uploadRoute({
  url: receiptsUploadPath,
  form: 'receiptUpload',
  schema: receiptSchema,
  upstreamPath: 'me/receipts',
  upstreamFields: (value) => ({ company_id: value.shop, amount: value.amount.toFixed(2), purchased_at: value.purchaseDate }),
  platformFields: { company_id: 'shop', amount: 'amount', purchased_at: 'purchaseDate', file: 'file' },
  reply: receiptCreatedSchema,
  // The platform gets a photo encoded anew and a PDF checked, never the bytes as they came (issue 17).
  prepare: (file, { lang, request }) => receiptFile(file, { lang, pdfCheck: request.server.pdfCheck }),
  answer: (created, { request, lang }) => toReceipt(created.data, { lang, fallbackLang: request.tenant.fallbackLanguage, timeZone: request.tenant.timeZone, currency: null }),
});

export default receiptsUploadRoute;
