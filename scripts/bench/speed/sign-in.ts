// Signs in through the API exactly as the browser does, and returns the session cookie to send.
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .find((pair) => pair.startsWith('palaestra_session='));
  if (!cookie) throw new Error(`signing in ${email} set no session cookie`);
  return cookie;
}
