// Shapes from docs/api-contract.md that the web app reads.
import type { PaginationMeta } from "../components/widgets/pagination-model";

export type Role = "listener" | "creator" | "promoter" | "admin";
export type ThemeChoice = "dark" | "light" | "system";

export interface UserPreferences {
  theme: ThemeChoice;
  currency: string | null;
  /** What amounts are shown in: the preference, else the user's country's currency, else USD. */
  effective_currency: string;
  language: string;
  email_notifications: boolean;
  audio_notifications: boolean;
}

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  avatar_url: string | null;
  bio: string | null;
  roles: Role[];
  creator_kinds: string[];
  email_verified: boolean;
  phone_verified: boolean;
  has_password: boolean;
  providers: string[];
  preferences: UserPreferences;
  created_at: string;
}

export interface AuthPayload {
  user: User;
  authtoken: { access_token: string; token_type: "Bearer"; expires_at: string };
  msg?: string;
}

/**
 * The paginator every list answers with (catalogue lists, notifications, ...): the pagination bar's
 * metadata with every field present (`from`/`to` null on an empty page), and the rows.
 */
export type Page<T> = Required<PaginationMeta> & { data: T[] };
