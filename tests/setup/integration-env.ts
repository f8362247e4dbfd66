// Runs before each integration test file, before any app module reads the environment.
// Integration tests run on PostgreSQL: TEST_DATABASE_URL (CI), else DATABASE_URL, else the local
// server's cartwise_test database (created by the global setup). See docs/decisions/005.
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/cartwise_test";
process.env.AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.MAIL_OUTBOX_DIR ??= "./.data/test-outbox";
