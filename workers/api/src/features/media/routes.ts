import { createRouter } from "../../kit/router";
import { imageRoutes } from "./images.routes";
import { streamRoutes } from "./stream.routes";
import { waveformRoutes } from "./waveforms.routes";

/**
 * `/media/*`: outside the role areas on purpose. Streams are authorised by their signature (plus the
 * listing check), images are public.
 */
export const mediaRoutes = createRouter()
  .route("/", streamRoutes)
  .route("/", imageRoutes)
  .route("/", waveformRoutes);
