import { resourceRoutes } from "../../kit/resources/routes";
import {
  CreateLookupBody,
  LookupItem,
  LookupListQuery,
  LookupPage,
  UpdateLookupBody,
} from "./lookups.contract";
import { genreService, moodService, originService } from "./lookups.service";

const schemas = {
  view: LookupItem,
  page: LookupPage,
  listQuery: LookupListQuery,
  create: CreateLookupBody,
  update: UpdateLookupBody,
};
/** What every admin lookup offers beyond the factory's defaults: server-side sorts and bulk status. */
const admin = { bulkStatus: true } as const;

/** `/admin/music-genres`: the admin's genre list (spec §7), guarded by the `/admin` area. */
export const adminGenreRoutes = resourceRoutes({
  entity: "Genre",
  tag: "Admin: genres",
  schemas,
  service: genreService,
  ...admin,
});

/** `/admin/music-moods`. */
export const adminMoodRoutes = resourceRoutes({
  entity: "Mood",
  tag: "Admin: moods",
  schemas,
  service: moodService,
  ...admin,
});

/** `/admin/music-origins`. */
export const adminOriginRoutes = resourceRoutes({
  entity: "Origin",
  tag: "Admin: origins",
  schemas,
  service: originService,
  ...admin,
});
