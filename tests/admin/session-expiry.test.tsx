/** A data call answered UNAUTHENTICATED logs the administrator out (ARCHITECTURE: security baseline). */
import { screen } from '@testing-library/react';
import { CustomRoutes, useGetList } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../../src/authProvider';
import { ApiError } from '../../src/dataProvider/client';
import { ADMIN, fakeGraphQL, storeSession, storedSession, unauthenticated } from './support/fakeApi';
import { renderApp } from './support/renderApp';

/** A screen that loads a list through the panel's dataProvider, as the real lists will. */
const PlacesProbe = () => {
  const { total, error } = useGetList('places', { pagination: { page: 1, perPage: 15 } });
  return <p>{error ? 'error' : `total ${total ?? '...'}`}</p>;
};

test('an UNAUTHENTICATED answer to a data call clears the session and shows the login screen', async () => {
  storeSession();
  vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the failed call
  const api = fakeGraphQL((call) => (call.query.includes('logout') ? { data: { logout: true } } : unauthenticated()));
  const { pathname } = renderApp(
    '/probe',
    <CustomRoutes>
      <Route path="/probe" element={<PlacesProbe />} />
    </CustomRoutes>,
  );

  expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
  expect(pathname()).toBe('/login');
  expect(storedSession()).toBeNull();
  expect(api.calls[0].token).toBe(ADMIN.token);
  expect(await screen.findByText('Su sesión ha terminado; vuelva a iniciar sesión.')).toBeInTheDocument();
});

test('checkError logs out on UNAUTHENTICATED or HTTP 401 only', async () => {
  await expect(authProvider.checkError(new ApiError('x', 'UNAUTHENTICATED'))).rejects.toBeDefined();
  await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
  await expect(authProvider.checkError(new ApiError('x', 'BAD_USER_INPUT'))).resolves.toBeUndefined();
  await expect(authProvider.checkError(new ApiError('x', 'NETWORK'))).resolves.toBeUndefined();
  await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
});

test('an expired stored session counts as logged out', async () => {
  storeSession({ ...ADMIN, expires: '2000-01-01T00:00:00.000Z' });
  await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  expect(storedSession()).toBeNull();
});

test('the identity shows the name (or e-mail) and the 80px avatar thumbnail', async () => {
  storeSession();
  await expect(authProvider.getIdentity!()).resolves.toEqual({
    id: 7,
    fullName: 'Ana Admin',
    avatar: 'https://cdn.example.org/a/80/ana.jpg',
  });
  storeSession({ ...ADMIN, name: '', avatar: null });
  await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: ADMIN.email, avatar: undefined });
});
