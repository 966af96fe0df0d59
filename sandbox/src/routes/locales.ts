import type { Area } from '../area';
import { AVAILABLE_LOCALES } from '../data/locales';
import { ok } from '../envelope';

export const area: Area = (app) => {
  app.get('/translations/web/available-locales', async () => ok(AVAILABLE_LOCALES));
};
