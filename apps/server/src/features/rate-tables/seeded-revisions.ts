/**
 * What the seeder knows of every built-in table it has ever seeded, by "kind:key": the hash of
 * the current built-in table and of every earlier built-in revision (tableHash). A stored table
 * that equals an earlier revision and was never edited by an administrator is replaced by the
 * current one (a new version); anything else stored is left alone and reported.
 *
 * When a built-in table changes, seed-revisions.test.ts fails until its old `current` hash is
 * moved to `earlier` and the new hash written as `current`; without that the correction would
 * not reach existing databases.
 *
 * Earlier revisions recorded here: tax years 2025 and 2027 before the deemed vehicle cost tables
 * (commit df48ef5), the 27 May 2024 tariff before the Deeds Office schedule of 1 April 2024
 * (commit 6a70622).
 */
export const SEEDED_REVISIONS: Readonly<
  Record<string, { current: string; earlier: readonly string[] }>
> = {
  "lump-sum:2014-03-01": {
    current: "3dc57e3b68d3d7a7d9dff54a5ccc304182b41ef58ee945b02bb0bdb1665ea0b6",
    earlier: [],
  },
  "lump-sum:2023-03-01": {
    current: "8507816fe1508f07955a040441495aa35bc479b2081f6b9950f2affa8346ad86",
    earlier: [],
  },
  "lump-sum:2026-03-01": {
    current: "6493e059ff5035c564592e0dd83d357781597edbbbda49ef82f9a208ce4642b7",
    earlier: [],
  },
  "tax-year:2021": {
    current: "ca9e76d9ff91c4e1bf8a42dce73ac2eae61d71e6b60602a82b793943466d0e02",
    earlier: [],
  },
  "tax-year:2022": {
    current: "260a1b8643ce890f4385ddf1f25828c647e37b523bc3d5ba8f7657e886a07774",
    earlier: [],
  },
  "tax-year:2023": {
    current: "0e3823241c14e5804794274120d024b2bc14e8238bf6310641c455165c895067",
    earlier: [],
  },
  "tax-year:2024": {
    current: "3b953d8d7b8fcfe10ff4eead8512b6388fa4f1df48c6bcfe044016caf1a268c7",
    earlier: [],
  },
  "tax-year:2025": {
    current: "61a534db0f3eca300b9e63299738676715af9f2010c621b7a432db7617a626a5",
    earlier: ["311b7b306ee628e4b4d49861363188100a0ecb6cfccf4764987352422777e446"],
  },
  "tax-year:2026": {
    current: "b504694c4c7729d75708680cfbfb2570d2b772f920063c83eb3e32651c26645f",
    earlier: [],
  },
  "tax-year:2027": {
    current: "def8678b5370d1cf77c9143051b9eb7890d7a876d4fc016172af85a053f682ae",
    earlier: ["8facedb0786476b729bc1570d225493d1a667c3d8a0334d93ed46c4f7aa32932"],
  },
  "transfer-cost-tariff:2024-05-27": {
    current: "d35efc1dba7639f65723f009a1f96b4b8149a1382c6a5819b4f523a1bac981da",
    earlier: ["0f78a0ff970b278971c7574ff0176e0d5ed7cbfcdf36c2ce688ab0ebd1623f77"],
  },
  "transfer-cost-tariff:2025-04-01": {
    current: "07d2466ed8005fee67b2b37142ed40fdaf95a2b620f227cd5db771d1f145ea34",
    earlier: [],
  },
  "transfer-cost-tariff:2025-08-01": {
    current: "94b6f76779b783f894866be84fdf104f6a7d654d8420beb651d4f2079e5238cb",
    earlier: [],
  },
  "transfer-cost-tariff:2026-04-01": {
    current: "8bb2481fd289c64004c99ed3d4579754dc66ef9902a049ebc4e2ed57b16afc32",
    earlier: [],
  },
  "transfer-cost-tariff:2026-07-01": {
    current: "333429f2b1f8c5b2df00a686972bdc6147dcc9fcbd9d05b58198886bdb0364df",
    earlier: [],
  },
  "transfer-duty:2017-03-01": {
    current: "9650c7ba93926dfbf008ef3d0493cfe8ec483b7427e7f45124a450f3bf824298",
    earlier: [],
  },
  "transfer-duty:2020-03-01": {
    current: "c68015a87e5abeb2851bbd358ad375b4ad07d31f19e0f1efa2389fa2754d2572",
    earlier: [],
  },
  "transfer-duty:2023-03-01": {
    current: "9c2cc4b9e06bc4813472de03d042df188f0c1a54ea0b081c741772710aaa2932",
    earlier: [],
  },
  "transfer-duty:2025-04-01": {
    current: "d013a49603bf787a23daf6cd5c8b76ca6b8a31bbeb806bcac6f97fe33cb89192",
    earlier: [],
  },
};
