/**
 * The panel's side of Idempotency-Key: every mutation carries one; a save sent again after its
 * answer was lost carries the same key (so the API replays instead of writing twice); an answered
 * save's next send, another save and a query do not reuse it.
 */
import { gql } from '../../src/dataProvider/client';
import { fakeGraphQL, storeSession } from './support/fakeApi';

const ADD = 'mutation($name: String!) { addCategory(name: $name) }';

test('a save retried after a lost answer reuses its key; answered saves and other saves get new keys; queries carry none', async () => {
  storeSession();
  let dropNext = true;
  const { calls } = fakeGraphQL((call) => {
    if (call.query.includes('addCategory') && dropNext) {
      dropNext = false;
      // the request left, the answer never came back
      throw new TypeError('Failed to fetch');
    }
    return call.query.includes('addCategory') ? { data: { addCategory: 41 } } : { data: { me: { iduser: 7 } } };
  });

  await expect(gql(ADD, { name: 'Museos' })).rejects.toBeTruthy();
  await expect(gql(ADD, { name: 'Museos' })).resolves.toEqual({ addCategory: 41 });
  await gql(ADD, { name: 'Museos' });
  await gql(ADD, { name: 'Parques' });
  await gql('{ me { iduser } }');

  const keys = calls.map((call) => call.idempotencyKey);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  // the retry of the lost save: the same key
  expect(keys[1]).toBe(keys[0]);
  // the same save once answered, and another save: new keys each
  expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  expect(keys[4]).toBeUndefined();
});
