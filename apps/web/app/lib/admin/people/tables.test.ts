import { describe, expect, it } from "vitest";
import { readTableState, tableApiQuery, tableSearch } from "../table-state";
import { APPLICATION_STATUS_OPTIONS, APPLICATIONS_TABLE, readUsersState, USERS_TABLE } from "./tables";

describe("the users list's URL", () => {
  it("reads role, status, country and search, newest first by default", () => {
    const state = readUsersState(new URLSearchParams("role=creator&status=0&country=ug&q=ada&page=2"));
    expect(state).toMatchObject({
      page: 2,
      status: "0",
      q: "ada",
      sort: "created_at",
      direction: "desc",
      filters: { role: "creator", country: "UG" },
    });
    expect(tableApiQuery(state)).toEqual({
      page: "2",
      per_page: "10",
      sort: "created_at",
      direction: "desc",
      status: "0",
      q: "ada",
      role: "creator",
      country: "UG",
    });
  });

  it("drops what the api would refuse: an unknown role or status, a country that is not two letters", () => {
    const state = readUsersState(new URLSearchParams("role=owner&status=2&country=Uganda&sort=password"));
    expect(state.filters).toEqual({});
    expect(state.status).toBe("");
    expect(state.sort).toBe("created_at");
  });

  it("writes a sort or filter change back to page 1 and leaves the defaults out", () => {
    const state = readUsersState(new URLSearchParams("role=admin&page=3"));
    expect(tableSearch(state, USERS_TABLE, { sort: "name", direction: "asc" })).toBe(
      "?role=admin&sort=name&direction=asc",
    );
    expect(tableSearch(state, USERS_TABLE, { page: 4 })).toBe("?role=admin&page=4");
    expect(tableSearch(state, USERS_TABLE, { filters: { role: "" } })).toBe("?");
  });
});

describe("the applications list's URL", () => {
  it("filters by an application status and a type, and sorts by its dates only", () => {
    const state = readTableState(
      new URLSearchParams("status=pending&type_id=uty_promoter&sort=submitted_at&direction=asc"),
      APPLICATIONS_TABLE,
    );
    expect(tableApiQuery(state)).toMatchObject({
      status: "pending",
      type_id: "uty_promoter",
      sort: "submitted_at",
      direction: "asc",
    });
    const refused = readTableState(new URLSearchParams("status=1&sort=name"), APPLICATIONS_TABLE);
    expect(refused.status).toBe("");
    expect(refused.sort).toBe("created_at");
  });

  it("offers every status in the filter, pending first, in the badges' words", () => {
    expect(APPLICATION_STATUS_OPTIONS).toEqual([
      { value: "pending", label: "Pending review" },
      { value: "awaiting_payment", label: "Awaiting payment" },
      { value: "approved", label: "Approved" },
      { value: "rejected", label: "Rejected" },
      { value: "cancelled", label: "Cancelled" },
    ]);
  });
});
