import { z } from 'zod';

// GET me/parking/show-qr-code (sandbox/CONTRACT.md "Parking code"): the member's code and its validity.
export const parkingPassSchema = z.looseObject({
  code: z.string().trim().min(1).max(200),
  valid_from: z.string(),
  valid_until: z.string(),
});
export type UpstreamParkingPass = z.output<typeof parkingPassSchema>;
