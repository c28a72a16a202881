import { describe, expect, it } from 'vitest';
import { pngSize } from './pngSize';

/** The first 24 bytes of a PNG: signature, then the IHDR chunk's length, type, width, height. */
function pngHeader(width: number, height: number, type = 'IHDR'): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write(type, 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

describe('pngSize', () => {
  it('reads width and height from the IHDR chunk', () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it('refuses what is not a PNG', () => {
    expect(() => pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      'Not a PNG',
    );
    expect(() => pngSize(pngHeader(1, 1, 'IDAT'))).toThrow('IHDR');
  });
});
