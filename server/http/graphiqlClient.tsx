/**
 * GraphiQL's page script, bundled by the API from the installed `graphiql` package (graphiql.ts):
 * nothing is loaded from a CDN. Queries go to /graphql with the panel's session token, if the
 * browser has one (same origin, same localStorage key as src/session.ts).
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

/** The panel's stored session (src/session.ts writes it under this key). */
function panelToken(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token?: unknown } | null;
    return typeof stored?.token === 'string' ? stored.token : null;
  } catch {
    return null;
  }
}

async function fetcher(params: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = panelToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(params) });
  return response.json();
}

createRoot(document.getElementById('graphiql')!).render(React.createElement(GraphiQL, { fetcher }));
