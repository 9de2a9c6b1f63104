export async function graphiqlRoutes(): Promise<void> {}
