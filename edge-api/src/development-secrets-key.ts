/**
 * Seals stored secrets and signs links outside production only (auth/secret-box.ts,
 * notifications/stop-token.ts). Development and test data are not real, so a key known to all is
 * fine there; production refuses to start without its own (config.ts). Its own module so the
 * browser tests can sign a link as the test API does, without loading the API's configuration.
 */
export const DEVELOPMENT_SECRETS_KEY = 'cGl0Y2hwYXRoLWRldmVsb3BtZW50LW9ubHkta2V5ISE='
