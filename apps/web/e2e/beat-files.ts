// A beat's files as a producer uploads them in the browser test: a WAV (the preview and the WAV), an MP3
// encoded from it with the api's own encoder, and the stems as a ZIP (the seed's writer), in a temp folder.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedZip } from "../../../workers/api/scripts/seed/beat-files.mjs";
import { mp3Bytes } from "../../../workers/api/src/test-support/mp3-encode";
import { toneWav } from "./studio-files";

export function writeBeatFiles(tag: string): { wav: string; mp3: string; zip: string } {
  const dir = mkdtempSync(join(tmpdir(), "ngoma-e2e-beat-"));
  const wav = toneWav(4, 330);
  const samples = new Float32Array((wav.length - 44) / 4);
  for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(44 + i * 4) / 32768;
  const paths = {
    wav: join(dir, `${tag}.wav`),
    mp3: join(dir, `${tag}.mp3`),
    zip: join(dir, `${tag}-stems.zip`),
  };
  writeFileSync(paths.wav, wav);
  writeFileSync(paths.mp3, mp3Bytes(44_100, [samples], 128));
  writeFileSync(
    paths.zip,
    storedZip([
      ["drums.wav", new Uint8Array(wav)],
      ["keys.wav", new Uint8Array(wav)],
    ]),
  );
  return paths;
}
