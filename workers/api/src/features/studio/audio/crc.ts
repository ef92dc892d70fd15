/** The checksums of the FLAC frame header and footer and of the Ogg page, all MSB-first (unreflected). */

function table(width: 8 | 16 | 32, poly: number): Uint32Array {
  const top = 2 ** (width - 1);
  const mask = 2 ** width - 1;
  return Uint32Array.from({ length: 256 }, (_, byte) => {
    let crc = byte * 2 ** (width - 8);
    for (let k = 0; k < 8; k += 1) crc = (crc >= top ? ((crc - top) * 2) ^ poly : crc * 2) >>> 0;
    return (crc >>> 0) & mask;
  });
}

const CRC8 = table(8, 0x07);
const CRC16 = table(16, 0x8005);
const CRC32 = table(32, 0x04c11db7);

/**
 * CRC-8 (polynomial 0x07) over `bytes`, as a FLAC frame header ends with.
 *
 * @example crc8(header.subarray(0, length - 1)) === header[length - 1]
 */
export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = CRC8[crc ^ byte]!;
  return crc;
}

/** CRC-16 (polynomial 0x8005) over `bytes`, as a FLAC frame ends with. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC16[(crc >> 8) ^ byte]!;
  return crc;
}

/** Ogg's CRC-32 (polynomial 0x04C11DB7, initial 0, no final XOR) over a page whose CRC field is zero. */
export function oggCrc32(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC32[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc >>> 0;
}
