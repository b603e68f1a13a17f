/*
 * Finds the ways server code could make a caller's company scope, or a signed-in user, without
 * the resolver: a type assertion (`as`, `<T>`, `satisfies`) to one of those types, to an alias of
 * one, to a type holding one or to a function's parameters; an alias naming one; a generic call
 * told to return one; an object literal or JSON.parse typed as one; a silenced compiler error on a
 * line naming one. The check reads text (TypeScript 7 has no stable compiler API), so it looks for
 * every spelling of the guarded names rather than at types (ADR 048).
 */

// defineRoute types each handler's caller from the route's access, and erases it to one shape.
const CALLER_HOMES = ["tenancy/caller.ts", "http/api-route.ts"];

/** Each guarded type and the files that may make its values. */
export const GUARDED_HOMES: Readonly<Record<string, readonly string[]>> = {
  CompanyScope: ["tenancy/caller.ts"],
  OwnCompany: ["tenancy/caller.ts"],
  SubscribedCompany: ["tenancy/caller.ts"],
  PublicCaller: CALLER_HOMES,
  UserCaller: CALLER_HOMES,
  CompanyCaller: CALLER_HOMES,
  SubscriberCaller: CALLER_HOMES,
  UserMaybeCompanyCaller: CALLER_HOMES,
  Caller: CALLER_HOMES,
  CallerOf: CALLER_HOMES,
  SessionUser: ["auth/session-guard.ts"],
};

export interface SourceFile {
  path: string;
  text: string;
}

// Comments, and module augmentations (what a Fastify request carries is not a value made here).
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/declare module "[^"]*" \{[\s\S]*?\n\}/g, " ");

/**
 * The type after an `as`, `satisfies` or `<`: up to a `;` `,` `=` or a closing bracket at depth 0
 * (`group`: up to the closing bracket only, for a parameter list or an interface's body).
 */
function typeTextAt(code: string, start: number, group = false): string {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i] as string;
    if ("<([{".includes(c)) depth++;
    else if (">)]}".includes(c) && !(c === ">" && code[i - 1] === "=")) {
      if (depth === 0) return code.slice(start, i);
      depth--;
    } else if (
      !group &&
      depth === 0 &&
      (c === ";" || c === "," || (c === "=" && code[i + 1] !== ">"))
    ) {
      return code.slice(start, i);
    }
  }
  return code.slice(start);
}

const words = (names: Iterable<string>) => {
  const list = [...names];
  return list.length > 0 ? new RegExp(`\\b(?:${list.join("|")})\\b`) : /(?!)/;
};

interface Declaration {
  name: string;
  kind: "type" | "interface" | "function";
  /** What it says: a type's right side, an interface's heritage and body, a function's parameters. */
  text: string;
  /** The part that would make the name another name for a guarded type. */
  aliasOf: string;
}

const outerOnly = (text: string) => {
  let flat = text;
  for (let inner = ""; inner !== flat; ) {
    inner = flat;
    flat = flat.replace(/\{[^{}]*\}/g, "{}");
  }
  return flat;
};

function declarations(code: string): Declaration[] {
  const declaration =
    /\b(?:type\s+(\w+)[^=;]*=|interface\s+(\w+)([^{]*)\{|function\s+(\w+)\s*(?:<[^>]*>)?\s*\()/g;
  return [...code.matchAll(declaration)].map((match): Declaration => {
    const end = match.index + match[0].length;
    if (match[1]) {
      const text = typeTextAt(code, end);
      return { name: match[1], kind: "type", text, aliasOf: outerOnly(text) };
    }
    const group = typeTextAt(code, end, true);
    if (match[2]) {
      const heritage = match[3] ?? "";
      return {
        name: match[2],
        kind: "interface",
        text: `${heritage}{${group}}`,
        aliasOf: heritage,
      };
    }
    const returned = code.slice(end + group.length, code.indexOf("{", end + group.length));
    return { name: match[4] ?? "", kind: "function", text: `${group}${returned}`, aliasOf: "" };
  });
}

const HOME_FILES = [...new Set(Object.values(GUARDED_HOMES).flat())];

/**
 * Every name a forged value could be typed by, with the files that may use it so: the guarded
 * types, the types declared from them (to any depth), and the functions whose parameters or
 * result name one of those (`Parameters<typeof findClient>`). A name declared in a home file is
 * that file's own.
 */
export function namesToGuard(files: readonly SourceFile[]): Map<string, readonly string[]> {
  const homes = new Map<string, readonly string[]>(Object.entries(GUARDED_HOMES));
  const types = new Set(homes.keys());
  const parsed = files.map((file) => ({
    home: HOME_FILES.filter((at) => file.path.endsWith(at)),
    declared: declarations(withoutComments(file.text)),
  }));
  for (let grew = true; grew; ) {
    grew = false;
    const guarded = words(types);
    for (const { home, declared } of parsed) {
      for (const { name, kind, text } of declared) {
        if (!name || homes.has(name) || !guarded.test(text)) continue;
        homes.set(name, home);
        if (kind !== "function") types.add(name);
        grew = true;
      }
    }
  }
  return homes;
}

const SPELLINGS: [string, RegExp][] = [
  ["an `as` assertion", /\bas\s+(?!const\b)/g],
  ["a `satisfies` check", /\bsatisfies\s+/g],
  ["a `<T>value` assertion", /(?:^|[=(,:?!&|;{[]|\breturn|\bawait|\byield)\s*<(?=\s*\w)/gm],
  [
    "a generic call told the type",
    /(?<!\bnew\s+)\b\w+\s*<(?=[^<>()]*(?:<[^<>()]*>[^<>()]*)*>\s*\()/g,
  ],
  ["an object literal or JSON typed as one", /\b(?:const|let|var)\s+\w+\s*:\s*/g],
];

/** Each place in one file that makes a guarded value without its home's resolver. */
export function findScopeForgeries(
  file: SourceFile,
  homes: ReadonlyMap<string, readonly string[]>,
): string[] {
  const ownNames = [...homes].filter(([, at]) => at.some((home) => file.path.endsWith(home)));
  const names = [...homes.keys()].filter((name) => !ownNames.some(([own]) => own === name));
  if (names.length === 0) return [];
  const guarded = words(names);
  const forgeries: string[] = [];
  const raw = file.text.split("\n");
  raw.forEach((line, index) => {
    if (/@ts-(?:ignore|expect-error|nocheck)/.test(line) && guarded.test(raw[index + 1] ?? "")) {
      forgeries.push(`a silenced error before: ${(raw[index + 1] ?? "").trim()}`);
    }
  });
  const code = withoutComments(file.text);
  const original = words(Object.keys(GUARDED_HOMES).filter((name) => names.includes(name)));
  for (const [spelling, pattern] of SPELLINGS) {
    for (const match of code.matchAll(pattern)) {
      const type = typeTextAt(code, match.index + match[0].length);
      const isTypedDeclaration = spelling.startsWith("an object literal");
      const value = isTypedDeclaration
        ? code.slice(match.index + match[0].length + type.length)
        : "";
      if (isTypedDeclaration && !/^=\s*(?:\{|JSON\.parse\b|structuredClone\b)/.test(value))
        continue;
      // A literal of a type holding a scope is fine: the compiler still wants a real scope inside.
      const named = isTypedDeclaration ? original : guarded;
      if (named.test(type) || /\btypeof\s+[\w.]*(?:scope|company|caller|user)/i.test(type)) {
        forgeries.push(`${spelling}: ${match[0].trim()} ${type.trim()}`.replace(/\s+/g, " "));
      }
    }
  }
  for (const { name, aliasOf } of declarations(code)) {
    if (original.test(aliasOf)) forgeries.push(`an alias of a guarded type: ${name}`);
  }
  for (const match of code.matchAll(/\b(\w+)\s+as\s+\w+\s*[,}]/g)) {
    if (guarded.test(match[1] ?? "")) forgeries.push(`a renamed import or export: ${match[0]}`);
  }
  return forgeries;
}
