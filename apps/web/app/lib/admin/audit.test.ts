import * as Api from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SPEC,
  actionLabel,
  auditTime,
  changeRows,
  entityLabel,
  valueText,
} from "./audit";
import { readTableState, tableApiQuery } from "./table-state";

describe("audit filters", () => {
  it("keeps the known filters from the URL and sends them to the api", () => {
    const state = readTableState(
      new URLSearchParams("entity=genre&action=status&actor_id=usr_1&from=2026-11-01&to=2026-11-30&page=2"),
      AUDIT_SPEC,
    );
    expect(tableApiQuery(state)).toEqual({
      page: "2",
      per_page: "25",
      entity: "genre",
      action: "status",
      actor_id: "usr_1",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("drops an unknown entity, action or status", () => {
    const state = readTableState(new URLSearchParams("entity=wallet&action=drop&status=1"), AUDIT_SPEC);
    expect(tableApiQuery(state)).toEqual({ page: "1", per_page: "25" });
  });
});

describe("changes", () => {
  it("reads each field as before → after in words", () => {
    expect(
      changeRows({
        status: [1, 0],
        title: ["Afro", "Afrobeat"],
        description: [null, "x"],
        roles: [[], ["admin"]],
      }),
    ).toEqual([
      { field: "status", before: "1", after: "0" },
      { field: "title", before: "Afro", after: "Afrobeat" },
      { field: "description", before: "none", after: "x" },
      { field: "roles", before: "none", after: "admin" },
    ]);
    expect(changeRows({ fee_cents: [0, 500] })[0]?.field).toBe("fee cents");
  });

  it("writes any other value as JSON", () => {
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(false)).toBe("false");
  });
});

describe("words", () => {
  it("names entities, actions and times", () => {
    expect(entityLabel("user_application")).toBe("Application");
    expect(actionLabel("status")).toBe("Status changed");
    expect(actionLabel("unknown")).toBe("unknown");
    expect(entityLabel("constructor")).toBe("constructor");
    expect(auditTime("2026-11-12T14:05:09Z")).toBe("12 Nov 2026, 14:05 UTC");
  });
});

describe("filter choices", () => {
  it("offer exactly what the api's audit filter accepts, in its order", () => {
    const shape = Api.auditListQuerySchema.shape;
    expect(AUDIT_ENTITIES.map((e) => e.value)).toEqual(shape.entity.unwrap().options);
    expect(AUDIT_ACTIONS.map((a) => a.value)).toEqual(shape.action.unwrap().options);
    expect(AUDIT_ENTITIES[0]).toEqual({ value: "genre", label: "Genre" });
  });
});
