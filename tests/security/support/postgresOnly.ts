/**
 * A suite that needs a PostgreSQL server (connections to drop, server settings): with
 * TEST_DATABASE_URL it runs as "[postgres] …"; without, it is skipped with a printed line saying
 * so (vitest counts its tests as skipped, and CI's REQUIRE_ALL_SUITES fails on any skipped test).
 */
export const postgresUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export function describePostgres(title: string, body: () => void): void {
  if (postgresUrl()) {
    describe(`[postgres] ${title}`, body);
    return;
  }
  console.log(`Omitida (solo PostgreSQL; defina TEST_DATABASE_URL): ${title}`);
  describe.skip(`[postgres] ${title}`, body);
}
