/**
 * Ogg Opus to samples: the OpusHead, then the audio packets through a libopus decoder (opus.ts binds the
 * WebAssembly; kept apart so Node, which cannot import `.wasm` modules, can run this with its own).
 */
import type { OpusDecoder } from "opus-decoder";
import { u16le } from "../bytes";
import type { PcmStream, PcmWindow } from "../signal";
import type { ByteSource } from "../types";
import { oggPackets } from "./ogg-packets";

/** Packets decoded per call: 50 × 20 ms is a second of audio. */
const PACKETS_PER_WINDOW = 50;

interface OpusHead {
  channels: number;
  preSkip: number;
  /** The header's output gain as a linear factor (RFC 7845 §5.1: Q7.8 dB, applied by every player). */
  gain: number;
  mapping?: { streamCount: number; coupledStreamCount: number; channelMappingTable: number[] };
}

function parseHead(packet: Uint8Array): OpusHead | null {
  if (packet.length < 19 || new TextDecoder().decode(packet.subarray(0, 8)) !== "OpusHead") return null;
  const channels = packet[9]!;
  const gainDb = new DataView(packet.buffer, packet.byteOffset).getInt16(16, true) / 256;
  const head: OpusHead = { channels, preSkip: u16le(packet, 10), gain: 10 ** (gainDb / 20) };
  if (packet[18] !== 0 && packet.length >= 21 + channels) {
    head.mapping = {
      streamCount: packet[19]!,
      coupledStreamCount: packet[20]!,
      channelMappingTable: [...packet.subarray(21, 21 + channels)],
    };
  }
  return head;
}

/** The decoded samples of an Ogg Opus file, always at 48 kHz, by `Decoder` (whose module is set). */
export function opusStream(source: ByteSource, channels: number, Decoder: typeof OpusDecoder): PcmStream {
  async function* windows(): AsyncGenerator<PcmWindow> {
    const packets = oggPackets(source);
    const first = await packets.next();
    const head = first.done ? null : parseHead(first.value);
    if (!head) throw new Error("no OpusHead");
    await packets.next(); // OpusTags
    const decoder = new Decoder({ channels: head.channels, preSkip: head.preSkip, ...head.mapping });
    await decoder.ready;
    try {
      let batch: Uint8Array[] = [];
      const decode = (): PcmWindow | null => {
        const decoded = decoder.decodeFrames(batch);
        batch = [];
        if (decoded.samplesDecoded === 0) return null;
        if (head.gain !== 1)
          for (const c of decoded.channelData) for (let i = 0; i < c.length; i += 1) c[i]! *= head.gain;
        return { planar: decoded.channelData.slice(0, channels), frames: decoded.samplesDecoded };
      };
      for await (const packet of packets) {
        batch.push(packet);
        if (batch.length === PACKETS_PER_WINDOW) {
          const window = decode();
          if (window) yield window;
        }
      }
      if (batch.length > 0) {
        const window = decode();
        if (window) yield window;
      }
    } finally {
      decoder.free();
    }
  }
  return { sampleRate: 48_000, channels, windows: windows() };
}
