import QRCode from 'qrcode';

// A code the member shows at a desk (the parking pass, issue 10; a booking, issue 21) as a QR code drawn
// here on the server: an SVG of paths from the `qrcode` package, nothing to run, nothing to load, no
// image request.

/**
 * The code as an SVG QR code: error correction M (a phone screen with a scratch or glare still reads),
 * a quiet zone of 4 modules as the standard asks, sized by its container (a viewBox, no width).
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}
