import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { lineOf, readRepoFile, repoFiles } from "./support/repo-files";

/*
 * A unit test that runs property checks (fast-check) states its own time budget, sized to its
 * runs, as the browser suite's long journeys do with test.setTimeout. Vitest's default 5 s is for
 * example tests: 200 bond schedules took 6.8 s of it on a loaded machine, and the suite failed on
 * how fast the machine was, not on what the code does. The rule: every `it`/`test` whose body
 * calls `fc.assert` passes a timeout as its third argument.
 */
const UNIT_TEST = /^(?:packages|apps)\/.+\.test\.tsx?$/;
const TEST_FUNCTIONS = new Set(["it", "test"]);

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of children(node)) yield* walk(child);
}

/** `it`, `it.skip`, `test.each(rows)`: the test function a callee names, or null. */
function testFunctionOf(callee: Node): string | null {
  if (callee.type === "Identifier") {
    const name = callee.name as string;
    return TEST_FUNCTIONS.has(name) ? name : null;
  }
  if (callee.type === "MemberExpression") return testFunctionOf(callee.object as Node);
  if (callee.type === "CallExpression") return testFunctionOf(callee.callee as Node);
  return null;
}

const callsPropertyCheck = (node: Node): boolean =>
  [...walk(node)].some((inner) => {
    if (inner.type !== "CallExpression") return false;
    const callee = inner.callee as Node;
    if (callee.type !== "MemberExpression") return false;
    const object = callee.object as Node;
    const property = callee.property as Node;
    return (
      object.type === "Identifier" &&
      object.name === "fc" &&
      (property.name === "assert" || property.name === "asyncAssert")
    );
  });

/** Each property test of a file that has no time budget, as `file:line`. */
function propertyTestsWithoutBudget(file: string, text: string): string[] {
  const { program, errors } = parseSync(file, text, { lang: file.endsWith("x") ? "tsx" : "ts" });
  if (errors.length > 0) return [`${file}: does not parse (${errors[0]?.message})`];
  return [...walk(program as unknown as Node)]
    .filter((node) => node.type === "CallExpression" && testFunctionOf(node.callee as Node))
    .filter((node) => {
      const args = node.arguments as Node[];
      const body = args[1];
      return body !== undefined && args.length < 3 && callsPropertyCheck(body);
    })
    .map((node) => `${file}:${lineOf(text, node.start)}`);
}

describe("property tests have time budgets sized to their runs", () => {
  it("every unit test that calls fc.assert passes its own timeout", () => {
    const found = repoFiles()
      .filter((file) => UNIT_TEST.test(file))
      .flatMap((file) => {
        const text = readRepoFile(file);
        return text.includes("fc.") ? propertyTestsWithoutBudget(file, text) : [];
      });
    expect(found).toEqual([]);
  });

  it("refuses a property test on the default timeout and accepts one with a budget", () => {
    const property = "fc.assert(fc.property(fc.nat(), (n) => n >= 0))";
    expect(propertyTestsWithoutBudget("probe.test.ts", `it("p", () => { ${property}; });`)).toEqual(
      ["probe.test.ts:1"],
    );
    expect(
      propertyTestsWithoutBudget("probe.test.ts", `test.each([1])("p", () => ${property});`),
    ).toEqual(["probe.test.ts:1"]);
    expect(
      propertyTestsWithoutBudget("probe.test.ts", `it("p", () => { ${property}; }, 10_000);`),
    ).toEqual([]);
    expect(
      propertyTestsWithoutBudget("probe.test.ts", `it("e", () => { expect(1).toBe(1); });`),
    ).toEqual([]);
  });
});
