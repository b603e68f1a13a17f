/** Where a signed-in user lands (spec §4 says /clients; that screen arrives in the next issue). */
export const HOME_SIGNED_IN = "/profile";
export const LOGIN = "/login";
