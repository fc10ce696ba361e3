import { describe, expect, it } from 'vitest';
import { pdfDataUrl } from './pdf-binary-data';

describe('pdfDataUrl', () => {
  it('finds the bundled CMaps, standard fonts and wasm decoders by the names pdf.js asks for', () => {
    expect(pdfDataUrl('cMapUrl', 'UniGB-UCS2-H.bcmap')).toMatch(/UniGB-UCS2-H.*\.bcmap/);
    expect(pdfDataUrl('standardFontDataUrl', 'FoxitSerif.pfb')).toMatch(/FoxitSerif.*\.pfb/);
    expect(pdfDataUrl('wasmUrl', 'openjpeg.wasm')).toMatch(/openjpeg.*\.wasm/);
  });

  it('knows no other files or kinds', () => {
    expect(pdfDataUrl('cMapUrl', 'Nope-H.bcmap')).toBeNull();
    expect(pdfDataUrl('iccUrl', 'x.icc')).toBeNull();
  });
});
