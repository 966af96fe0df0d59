import QRCode from 'qrcode';

// A member's reward code as a QR code for the cashier (issue 10 "My reward detail"), made on the server
// as SVG markup with the `qrcode` library. The page inlines it, so the bff makes sure it is only what
// qrcode draws: one <svg> with <path> elements of fixed colours and path data, nothing else (no script,
// no text, no link, no handler), whatever the code's characters are. The code itself is shown beside
// it as text, for reading out.

// qrcode's SVG: the white square and the dark modules as one stroked path.
const SAFE_SVG = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges">(<path (fill|stroke)="#[0-9a-f]{6}" d="[MmHhVvZz0-9. ]+"\/>)+<\/svg>\n?$/;

/** The code as an SVG QR code (error correction M: readable from a scratched phone screen), or null if it cannot be drawn. */
export async function qrSvg(code: string): Promise<string | null> {
  let svg: string;
  try {
    svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  } catch {
    // Too long for a QR code: the page shows the code as text only.
    return null;
  }
  return SAFE_SVG.test(svg) ? svg.trim() : null;
}
