#!/usr/bin/env node
/**
 * Reads the JSON reports of `npm test` (test-results/*.json) and prints how long each run took and
 * each test file within it (slowest first), then one closing line "Tests: N passed, N failed,
 * N skipped". With REQUIRE_ALL_SUITES=1 (CI) it also fails when a test was skipped, when the
 * PostgreSQL suites, the STORAGE=s3 ones or the browser suite did not run.
 * TEST_SUMMARY_FILES=N prints only the N slowest files (default: all of them).
 */
import fs from 'node:fs';
import path from 'node:path';

const RUNS = [
  ['server', 'API y contrato'],
  ['admin', 'panel'],
  ['e2e', 'navegador'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

let passed = 0;
let failed = 0;
let skipped = 0;
const titles = [];
const problems = [];
const runTimes = [];
const fileTimes = [];
for (const [name, label] of RUNS) {
  const file = `test-results/${name}.json`;
  if (!fs.existsSync(file)) {
    problems.push(`falta el informe ${file}`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let end = report.startTime;
  for (const suite of report.testResults) {
    end = Math.max(end, suite.endTime ?? 0);
    fileTimes.push({ run: name, file: path.relative(process.cwd(), suite.name), ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) });
    for (const test of suite.assertionResults) {
      // Only what ran: a skipped "[postgres] …" suite does not count as run on PostgreSQL.
      if (test.status === 'passed' || test.status === 'failed') titles.push(`${suite.name} ${test.fullName}`);
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') failed += 1;
      else skipped += 1;
    }
  }
  runTimes.push({ label, ms: end - report.startTime, files: report.testResults.length });
}

if (runTimes.length) {
  console.log('\nTiempo de cada batería (desde que empieza hasta que acaba su último archivo):');
  for (const { label, ms, files } of runTimes) console.log(`  ${seconds(ms).padStart(9)}  ${label} (${files} archivos)`);
  console.log(`  ${seconds(runTimes.reduce((sum, run) => sum + run.ms, 0)).padStart(9)}  en total`);
  const limit = Number(process.env.TEST_SUMMARY_FILES) || fileTimes.length;
  const slowest = [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, limit);
  console.log(`\nArchivos de prueba, del más lento al más rápido${limit < fileTimes.length ? ` (los ${limit} primeros)` : ''}:`);
  for (const { run, file, ms } of slowest) console.log(`  ${seconds(ms).padStart(9)}  ${run.padEnd(6)}  ${file}`);
  console.log('');
}

const ranOnPostgres = titles.some((t) => t.includes('[postgres]'));
if (!ranOnPostgres && process.env.REQUIRE_ALL_SUITES !== '1') {
  console.log('Sin TEST_DATABASE_URL: la API se ha probado solo en PGlite (las pruebas solo de PostgreSQL se han omitido).');
}
if (process.env.REQUIRE_ALL_SUITES === '1') {
  if (skipped > 0) problems.push(`${skipped} pruebas omitidas (skip/todo) en CI`);
  if (!ranOnPostgres) problems.push('las pruebas en PostgreSQL no se ejecutaron (¿TEST_DATABASE_URL?)');
  if (!titles.some((t) => t.includes('[pglite]'))) problems.push('las pruebas en PGlite no se ejecutaron');
  if (!titles.some((t) => t.includes('[s3]'))) problems.push('las pruebas con STORAGE=s3 (bucket local) no se ejecutaron');
  if (!titles.some((t) => t.includes('.e2e.test.ts'))) problems.push('las pruebas de navegador no se ejecutaron');
}
for (const problem of problems) console.error(`ERROR: ${problem}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
