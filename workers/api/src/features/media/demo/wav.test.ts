import { describe, expect, it } from "vitest";
import { encodeWav, WAV_HEADER_BYTES, wavDurationMs } from "./wav";

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.slice(from, from + length));

describe("encodeWav", () => {
  it("writes a canonical 16-bit mono PCM header", () => {
    const wav = encodeWav(new Float32Array(22_050), 22_050);
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 44_100);
    expect(ascii(wav, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
    expect(ascii(wav, 8, 8)).toBe("WAVEfmt ");
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint32(28, true)).toBe(44_100);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe("data");
    expect(view.getUint32(40, true)).toBe(44_100);
    expect(wavDurationMs(wav.byteLength, 22_050)).toBe(1000);
  });

  it("maps −1..1 to the full 16-bit range and clamps beyond it", () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 2, -2, 0.5]), 8000);
    const view = new DataView(wav.buffer, WAV_HEADER_BYTES);
    expect([0, 1, 2, 3, 4, 5].map((i) => view.getInt16(i * 2, true))).toEqual([
      0, 32767, -32768, 32767, -32768, 16384,
    ]);
  });
});
