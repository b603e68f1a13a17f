import { OAuth2Server } from "oauth2-mock-server";
import { OIDC_PORT } from "./ports";

/** A local OpenID Connect provider standing in for Google during the e2e run. */
export const GOOGLE_PROFILE = {
  sub: "e2e-google-user",
  email: "nomsa.google@example.co.za",
  email_verified: true,
  name: "Nomsa Khumalo",
};

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, GOOGLE_PROFILE);
});
server.service.on("beforeUserinfo", (response) => {
  response.body = GOOGLE_PROFILE;
});
await server.start(OIDC_PORT, "127.0.0.1");
