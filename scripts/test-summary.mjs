#!/usr/bin/env node
/**
 * Reads the JSON reports of `npm test` (test-results/*.json) and prints one closing line
 * "Tests: N passed, N failed, N skipped". With REQUIRE_ALL_SUITES=1 (CI) it also fails when a
 * test was skipped, when the PostgreSQL suites did not run, or when the browser suite is missing.
 */
import fs from 'node:fs';

const files = ['server', 'admin', 'e2e'].map((name) => `test-results/${name}.json`);
let passed = 0;
let failed = 0;
let skipped = 0;
const titles = [];
const problems = [];
for (const file of files) {
  if (!fs.existsSync(file)) {
    problems.push(`falta el informe ${file}`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      titles.push(`${suite.name} ${test.fullName}`);
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') failed += 1;
      else skipped += 1;
    }
  }
}
if (process.env.REQUIRE_ALL_SUITES === '1') {
  if (skipped > 0) problems.push(`${skipped} pruebas omitidas (skip/todo) en CI`);
  if (!titles.some((t) => t.includes('[postgres]'))) problems.push('las pruebas en PostgreSQL no se ejecutaron (¿TEST_DATABASE_URL?)');
  if (!titles.some((t) => t.includes('[pglite]'))) problems.push('las pruebas en PGlite no se ejecutaron');
  if (!titles.some((t) => t.includes('.e2e.test.ts'))) problems.push('las pruebas de navegador no se ejecutaron');
}
for (const problem of problems) console.error(`ERROR: ${problem}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
